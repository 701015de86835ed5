import { render, screen } from "@testing-library/react";
import { useLayoutEffect } from "react";
import { describe, expect, it } from "vitest";
import { RenderLater } from "../components/render-later";

// What the page showed when each probe committed.
const seenAtCommit: Record<string, string> = {};

// Logs each commit that shows it: the order of the log is the order of the renders.
function Probe({ name, log }: { name: string; log: string[] }) {
  useLayoutEffect(() => {
    log.push(name);
    seenAtCommit[name] = document.body.textContent ?? "";
  });
  return <p>{name}</p>;
}

describe("RenderLater", () => {
  it("commits its fallback first, then its children in a render of their own", async () => {
    const log: string[] = [];
    render(
      <>
        <Probe name="above" log={log} />
        <RenderLater fallback={<Probe name="placeholder" log={log} />}>
          <Probe name="below" log={log} />
        </RenderLater>
      </>,
    );
    await screen.findByText("below");
    expect(screen.queryByText("placeholder")).toBeNull();
    expect(log.indexOf("placeholder")).toBeGreaterThan(-1);
    expect(log.indexOf("placeholder")).toBeLessThan(log.indexOf("below"));
    // The first commit held the content above and the placeholder, not what comes later.
    expect(log.slice(0, 2)).toEqual(["above", "placeholder"]);
  });

  it("waits one more render for each step of `after`", async () => {
    const log: string[] = [];
    render(
      <>
        <RenderLater>
          <Probe name="second" log={log} />
        </RenderLater>
        <RenderLater after={2}>
          <Probe name="third" log={log} />
        </RenderLater>
      </>,
    );
    await screen.findByText("third");
    expect(log).toEqual(["second", "third"]);
    // When "second" committed, "third" was not on the page yet.
    expect(seenAtCommit.second).toBe("second");
  });
});
