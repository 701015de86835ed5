import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithShell } from "@/testing/render-with-shell";
import ShellDialogs from "../shell-dialogs";

function openNotificationPrompt() {
  window.history.replaceState(null, "", "/#notification-prompt-dialog");
  return renderWithShell(
    <ShellDialogs />,
    {
      "POST /user/update-flag": { ok: true },
      "POST /user/notification-settings": { permission: "denied", jackpot_threshold: null, push_choices: [] },
    },
    {
      should_prompt_notification: true,
    },
  );
}

const flagBodies = (requests: { method: string; url: URL; body: string }[]) =>
  requests
    .filter((r) => r.method === "POST" && r.url.pathname.endsWith("/user/update-flag"))
    .map((r) => r.body);

describe("the notification prompt's answers (R-DIALOGS, R-STATES prompt order)", () => {
  it.each(["Turn on notifications", "No thanks"])(
    "'%s' records that the player was asked, so it does not come back",
    async (answer) => {
      const { requests } = openNotificationPrompt();
      fireEvent.click(await screen.findByRole("button", { name: answer }));
      await waitFor(() =>
        expect(flagBodies(requests)).toEqual([JSON.stringify({ should_prompt_notification: false })]),
      );
      expect(screen.queryByText("Never miss a jackpot")).toBeNull();
    },
  );
});

describe("'Turn on notifications' asks the browser (notification centre)", () => {
  it("asks for permission and remembers the answer for the player on the server", async () => {
    const ask = vi.fn(async () => "granted" as const);
    vi.stubGlobal("Notification", { requestPermission: ask, permission: "default" });
    window.history.replaceState(null, "", "/#notification-prompt-dialog");
    const { requests } = renderWithShell(
      <ShellDialogs />,
      {
        "POST /user/update-flag": { ok: true },
        "POST /user/notification-settings": {
          permission: "granted",
          jackpot_threshold: null,
          push_choices: ["results", "wins", "jackpots"],
        },
      },
      { should_prompt_notification: true },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Turn on notifications" }));
    await waitFor(() =>
      expect(
        requests.filter((r) => r.url.pathname.endsWith("/user/notification-settings")).map((r) => r.body),
      ).toEqual([JSON.stringify({ permission: "granted" })]),
    );
    expect(ask).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
