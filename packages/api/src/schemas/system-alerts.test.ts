import { describe, expect, it } from "vitest";
import { parseSystemAlerts } from "./service";

describe("remote config systemAlerts (R-ENTITIES Alerts)", () => {
  it("keeps well-formed alerts, defaulting severity to info", () => {
    expect(
      parseSystemAlerts([
        { show: true, message: "Results are delayed.", pages: ["/results"] },
        { show: false, message: "Powerball sales close early.", severity: "warning", games: [5132] },
      ]),
    ).toEqual([
      { show: true, message: "Results are delayed.", severity: "info", pages: ["/results"] },
      { show: false, message: "Powerball sales close early.", severity: "warning", games: [5132] },
    ]);
  });

  it("drops only the malformed entries", () => {
    const good = { show: true, message: "Hello", severity: "error" };
    expect(
      parseSystemAlerts([null, "text", { show: "yes", message: 1 }, good, { ...good, severity: "x" }]),
    ).toEqual([good]);
  });
});
