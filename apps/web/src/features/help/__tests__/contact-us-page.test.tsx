import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { REMOTE_CONFIG_DEFAULTS } from "@/lib/remote-config";
import { renderWithShell } from "@/testing/render-with-shell";
import ContactUsPage from "../contact-us-page";

const config = (requestCallbackEnabled: boolean) => ({
  "GET /remote-config": { ...REMOTE_CONFIG_DEFAULTS, requestCallbackEnabled },
  "POST /user/request-callback": { ok: true },
});

beforeEach(() => {
  window.dataLayer = [];
  window.history.replaceState(null, "", "/contactus");
});

describe("Contact us (R-GAMES: 133 777, request callback when requestCallbackEnabled)", () => {
  it("shows the support phone and no callback offer when it is switched off", async () => {
    const { requests } = renderWithShell(<ContactUsPage />, config(false), {});
    expect(screen.getByRole("link", { name: "133 777" }).getAttribute("href")).toBe("tel:133777");
    await waitFor(() => expect(requests.some((r) => r.url.pathname.endsWith("/remote-config"))).toBe(true));
    expect(screen.queryByRole("button", { name: "Request a callback" })).toBeNull();
  });

  it("sends callback_start on opening the form and posts the request", async () => {
    const { requests } = renderWithShell(<ContactUsPage />, config(true), {});
    fireEvent.click(await screen.findByRole("button", { name: "Request a callback" }));
    expect(window.dataLayer).toContainEqual({ event: "callback_start" });
    expect(window.location.hash).toBe("#request-callback-dialog");
    const dialog = await screen.findByRole("dialog", { name: "Request a callback" });
    fireEvent.change(screen.getByLabelText("Phone number"), { target: { value: "0400 111 222" } });
    fireEvent.change(screen.getByLabelText("Best time to call"), { target: { value: "evening" } });
    fireEvent.submit(dialog.querySelector("form")!);
    // The dialog says the request is in, then closes itself after 2000 ms (R-STATES).
    expect((await screen.findByRole("status")).textContent).toBe(
      "Thanks! We'll call you back at the time you chose.",
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 4000 });
    const post = requests.find((r) => r.method === "POST");
    expect(JSON.parse(post!.body)).toEqual({ phone: "0400111222", preferred_time: "evening" });
  });

  it("asks a visitor to log in instead", async () => {
    renderWithShell(<ContactUsPage />, config(true));
    fireEvent.click(await screen.findByRole("button", { name: "Log in to request a callback" }));
    expect(window.location.search).toBe("?showLogin=true");
    expect(window.dataLayer).toEqual([]);
  });
});
