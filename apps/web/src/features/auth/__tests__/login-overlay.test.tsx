import type { ApiClient } from "@lotto/api";
import { act, configure, render, screen, waitFor } from "@testing-library/react";
import { useLayoutEffect } from "react";
import { afterEach, beforeEach, expect, it } from "vitest";
import { AppProvider, createShellServices } from "@/app/provider";
import { readAppDetails } from "@/lib/app-bridge";
import { fakeApi } from "@/testing/fake-api";
import LoginOverlayContainer from "../login-overlay-container";
import { credentials, renderLoginOverlay } from "./render-login-overlay";

// A layout effect runs after the overlay's render and before its passive effects: a 401's moment.
function ExpireNow({ api }: { api: ApiClient }) {
  // The client's own 401 path: the token cleared with the server's code.
  const clearedBy401 = api.setToken as (token: null, code: string) => void;
  useLayoutEffect(() => clearedBy401(null, "SESSION_EXPIRED"), [clearedBy401]);
  return null;
}

// Inside the app wrapper, where a log out is told on the login view (R-STATES).
const APP = readAppDetails({ isPlayOnlineApp: true, platform: "android", major: 1, minor: 94, build: 0 });

// Generous waits: these journeys type many fields and the CI cores are shared.
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => sessionStorage.clear());
afterEach(() => window.history.replaceState(null, "", "/"));

it("goes welcome → login for a known email and signs in through the machine", async () => {
  const { user, services, calls } = renderLoginOverlay({
    "POST /user/check-credentials": credentials(),
    "POST /auth/login": { body: { token: "T1" } },
  });
  await user.type(screen.getByLabelText("Email address"), "demo@playonline.test");
  await user.click(screen.getByRole("button", { name: "Continue" }));
  expect(await screen.findByRole("heading", { name: "Log In" })).toBeTruthy();
  expect(window.location.search).toContain("page=login");
  await user.type(screen.getByLabelText("Password"), "Lucky-Numbers-2026");
  await user.click(screen.getByRole("button", { name: /^Log In$/ }));
  await waitFor(() => expect(services.session.get().token).toBe("T1"));
  expect(calls).toContain("POST /auth/login");
  expect(window.location.search).not.toContain("showLogin");
}, 20_000);

it("shows the pending-activation line, then resends with the spec's confirmation", async () => {
  const { user, calls } = renderLoginOverlay(
    {
      "POST /auth/login": {
        status: 422,
        body: { code: "PLAYER_STATUS_PENDING_ACTIVATION", message: "pending" },
      },
      "POST /user/register/resend-activation-email": { body: { ok: true } },
    },
    { search: "?showLogin=true&page=login" },
  );
  await user.type(screen.getByLabelText("Email address"), "new@example.com");
  await user.type(screen.getByLabelText("Password"), "whatever");
  await user.click(screen.getByRole("button", { name: /^Log In$/ }));
  expect(
    await screen.findByText(/Account pending activation. Please check your email for activation link/),
  ).toBeTruthy();
  await user.click(screen.getByRole("button", { name: "Resend activation email" }));
  expect(await screen.findByText("Activation email sent. Please check your inbox.")).toBeTruthy();
  expect(calls).toContain("POST /user/register/resend-activation-email");
}, 20_000);

it("says the identity is being checked when the login answers pending KYC under review (docs/identity.md)", async () => {
  const { user } = renderLoginOverlay(
    {
      "POST /auth/login": { status: 403, body: { code: "PLAYER_STATUS_PENDING_KYC", message: "pending" } },
      "POST /user/check-credentials": credentials({ is_identity_in_review: true }),
    },
    { search: "?showLogin=true&page=login" },
  );
  await user.type(screen.getByLabelText("Email address"), "checking@example.com");
  await user.type(screen.getByLabelText("Password"), "whatever");
  await user.click(screen.getByRole("button", { name: /^Log In$/ }));
  expect((await screen.findByRole("status")).textContent).toBe(
    "We are checking your identity. We will email you as soon as your account is ready to play.",
  );
  expect(screen.getByRole("heading", { name: "Log In" })).toBeTruthy();
}, 20_000);

it("asks the security question and shows a wrong answer's message", async () => {
  const { user } = renderLoginOverlay(
    {
      "POST /user/get-security-question": { body: { security_question: "First pet?" } },
      "POST /user/reset-password": {
        status: 422,
        body: { code: "SECURITY_ANSWER_INCORRECT", message: "The answer you entered is incorrect." },
      },
    },
    { search: "?showLogin=true&page=forgot-password" },
  );
  await user.type(screen.getByLabelText("Email address"), "demo@playonline.test");
  await user.type(screen.getByLabelText("Date of birth (DD/MM/YYYY)"), "1/1/1980");
  await user.click(screen.getByRole("button", { name: "Continue" }));
  expect(await screen.findByText("First pet?")).toBeTruthy();
  expect(window.location.search).toContain("page=security-question");
  await user.type(screen.getByLabelText("Your answer"), "Max");
  await user.click(screen.getByRole("button", { name: "Reset password" }));
  expect(await screen.findByText("The answer you entered is incorrect.")).toBeTruthy();
}, 20_000);

it("resets by email only under the new flow and says the neutral message", async () => {
  const { user, calls } = renderLoginOverlay(
    { "POST /user/reset-password": { body: { message: "ok" } } },
    { search: "?showLogin=true&page=forgot-password", newPasswordResetFlow: true },
  );
  expect(screen.queryByLabelText("Date of birth (DD/MM/YYYY)")).toBeNull();
  await user.type(screen.getByLabelText("Email address"), "x@example.com");
  await user.click(screen.getByRole("button", { name: "Continue" }));
  expect(await screen.findByText(/Request to reset password received/)).toBeTruthy();
  expect(calls).not.toContain("POST /user/get-security-question");
}, 20_000);

it("shows the maintenance text during an outage and the welcome view once it ends", async () => {
  window.history.replaceState(null, "", "/?showLogin=true");
  const services = createShellServices({ api: fakeApi({}).api });
  const overlay = (outage: boolean) => (
    <AppProvider services={services}>
      <LoginOverlayContainer
        open
        outage={outage}
        outageMessage="Back at 9pm."
        notice={null}
        onDismissNotice={() => {}}
      />
    </AppProvider>
  );
  const { rerender } = render(overlay(true));
  expect(screen.getByText("Back at 9pm.")).toBeTruthy();
  expect(screen.queryByLabelText("Email address")).toBeNull();
  rerender(overlay(false));
  expect(
    await screen.findByRole("heading", {
      name: "Ready to play online? Enter your email to sign up or log in.",
    }),
  ).toBeTruthy();
}, 20_000);

it("opens at the login view when a session the server ended was cleared before the overlay loaded", async () => {
  const { api } = fakeApi({
    "GET /user/details": { status: 401, body: { code: "SESSION_EXPIRED", message: "no" } },
  });
  const services = createShellServices({ api });
  services.session.signIn("T0", "2026-01-01T00:00:00Z");
  await api.send({ method: "GET", path: "/user/details", auth: true }).catch(() => undefined);
  expect(services.session.get()).toMatchObject({ token: null, expiredByServer: true });
  window.history.replaceState(null, "", "/?showLogin=true");
  render(
    <AppProvider services={services}>
      <LoginOverlayContainer open outage={false} notice={null} onDismissNotice={() => {}} />
    </AppProvider>,
  );
  expect(await screen.findByRole("heading", { name: "Log In" })).toBeTruthy();
  await waitFor(() => expect(window.location.search).toContain("page=login"));
});

it("opens at the login view when a 401 clears the token after the signed-in overlay rendered but before it subscribed", async () => {
  const { api } = fakeApi({
    "GET /user/details": { status: 401, body: { code: "SESSION_EXPIRED", message: "no" } },
  });
  const services = createShellServices({ api });
  services.session.signIn("T0", "2026-01-01T00:00:00Z");
  window.history.replaceState(null, "", "/?showLogin=true");
  render(
    <AppProvider services={services}>
      <LoginOverlayContainer open outage={false} notice={null} onDismissNotice={() => {}} />
      <ExpireNow api={api} />
    </AppProvider>,
  );
  expect(services.session.get()).toMatchObject({ token: null, expiredByServer: true });
  expect(await screen.findByRole("heading", { name: "Log In" })).toBeTruthy();
  await waitFor(() => expect(window.location.search).toContain("page=login"));
});

it("says 'Logged out successfully' in the app after a log out made before the overlay loaded", async () => {
  const { api } = fakeApi({});
  const services = createShellServices({ api, appDetails: APP });
  services.session.signIn("T0", "2026-01-01T00:00:00Z");
  services.session.signOut(true);
  window.history.replaceState(null, "", "/?showLogin=true&page=login");
  render(
    <AppProvider services={services}>
      <LoginOverlayContainer open outage={false} notice={null} onDismissNotice={() => {}} />
    </AppProvider>,
  );
  expect(await screen.findByRole("heading", { name: "Log In" })).toBeTruthy();
  expect(await screen.findByText("Logged out successfully")).toBeTruthy();
});

it("does not say 'Logged out successfully' in the app when the session ended on its own", async () => {
  const { api } = fakeApi({});
  const services = createShellServices({ api, appDetails: APP });
  services.session.signIn("T0", "2026-01-01T00:00:00Z");
  window.history.replaceState(null, "", "/?showLogin=true");
  render(
    <AppProvider services={services}>
      <LoginOverlayContainer open outage={false} notice={null} onDismissNotice={() => {}} />
    </AppProvider>,
  );
  // What the session machine does at 0 s: the session store ends the session, not the player.
  act(() => services.session.signOut());
  expect(await screen.findByRole("heading", { name: "Log In" })).toBeTruthy();
  expect(screen.queryByText("Logged out successfully")).toBeNull();
});
