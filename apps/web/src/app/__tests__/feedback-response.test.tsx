import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { REMOTE_CONFIG_DEFAULTS } from "@/lib/remote-config";
import { renderWithShell } from "@/testing/render-with-shell";
import ShellDialogs from "../shell-dialogs";

// Sends a rating from the feedback dialog and returns what the dialog said before it closed.
async function sendFeedback(feedbackResponseEnabled: boolean) {
  localStorage.clear();
  window.location.hash = "#feedback-dialog";
  const { requests } = renderWithShell(
    <ShellDialogs />,
    {
      "GET /remote-config": { ...REMOTE_CONFIG_DEFAULTS, feedbackResponseEnabled },
      "POST /feedback": { ok: true },
    },
    { playerId: "P1" },
  );
  await waitFor(() => expect(requests.some((r) => r.url.pathname.endsWith("/remote-config"))).toBe(true));
  fireEvent.click(await screen.findByLabelText("4"));
  fireEvent.click(screen.getByRole("button", { name: "Send feedback" }));
  const said: string[] = [];
  // The thanks stays in the dialog until it closes itself (SUCCESS_DIALOG_CLOSE_MS).
  await waitFor(
    () => {
      said.push(screen.queryByRole("status")?.textContent ?? "");
      expect(window.location.hash).toBe("");
    },
    { timeout: 4000, interval: 100 },
  );
  return said.join(" ");
}

describe("feedbackResponseEnabled (R-ENTITIES Remote config)", () => {
  it("thanks the player after sending feedback when on", async () => {
    expect(await sendFeedback(true)).toContain("Thank you for your feedback.");
  });

  it("just closes the dialog when off", async () => {
    expect(await sendFeedback(false)).not.toContain("Thank you for your feedback.");
  });
});
