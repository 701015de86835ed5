import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { createShellServices } from "@/app/provider";
import { feedbackFooterClosed } from "@/lib/feedback-footer";
import { REMOTE_CONFIG_DEFAULTS } from "@/lib/remote-config";
import { fakeApi } from "@/testing/fake-api";
import { App } from "../app";

// jsdom has no IndexedDB; without one the app rightly shows the incompatible-browser screen (R-STATES).
beforeAll(() => {
  Object.defineProperty(window, "indexedDB", { value: {}, configurable: true });
});

const ALERT = "Tonight's Powerball results are delayed.";

function renderAt(url: string, remote: Partial<typeof REMOTE_CONFIG_DEFAULTS>) {
  window.history.replaceState(null, "", url);
  feedbackFooterClosed.set(false);
  const { api } = fakeApi({
    "GET /config": { body: { reset_password_coefficient: 100, minimum_deposit_amount: 1000 } },
    "GET /remote-config": { body: { ...REMOTE_CONFIG_DEFAULTS, ...remote } },
  });
  return render(<App services={createShellServices({ api })} />);
}

describe("system alerts and the feedback footer in the shell (R-SCREENS, R-ENTITIES)", () => {
  const remote = {
    feedbackFooterEnabled: true,
    systemAlerts: [{ show: true, message: ALERT, severity: "warning", games: [5132] }],
  };

  it("shows a game's alert on that game's page only", async () => {
    renderAt("/games/powerball", remote);
    expect(await screen.findByText(ALERT)).toBeTruthy();
  });

  it("leaves other pages without it", async () => {
    renderAt("/contactus", remote);
    expect(await screen.findByText("Have some feedback for us?")).toBeTruthy();
    expect(screen.queryByText(ALERT)).toBeNull();
  });

  it("closes the feedback footer for the visit, and asks a visitor to log in to leave feedback", async () => {
    renderAt("/contactus", remote);
    fireEvent.click(await screen.findByRole("button", { name: "Leave feedback" }));
    await waitFor(() => expect(window.location.search).toBe("?showLogin=true"));
    fireEvent.click(screen.getByRole("button", { name: "Close feedback bar" }));
    expect(screen.queryByText("Have some feedback for us?")).toBeNull();
    expect(feedbackFooterClosed.get()).toBe(true);
  });

  it("hides the feedback footer when feedbackFooterEnabled is off", async () => {
    renderAt("/contactus", { ...remote, feedbackFooterEnabled: false });
    expect(await screen.findByRole("heading", { name: "Contact us" })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText("Have some feedback for us?")).toBeNull();
  });
});
