import { expect, type Page } from "@playwright/test";
import { DEMO } from "./demo";

/** Fills the login overlay (welcome → login) and waits for 'Successfully signed in.' (R-SCREENS, R-STATES). */
export async function loginThroughOverlay(
  page: Page,
  email: string = DEMO.email,
  password: string = DEMO.password,
) {
  const dialog = page.getByRole("dialog");
  await expect(
    dialog.getByRole("heading", { name: "Ready to play online? Enter your email to sign up or log in." }),
  ).toBeVisible();
  await dialog.getByLabel("Email address").fill(email);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByRole("heading", { name: "Log In" })).toBeVisible();
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Log In", exact: true }).click();
}

/** Logs the demo player in from the home page's login overlay. */
export async function loginAsDemo(page: Page): Promise<void> {
  await page.goto("/?showLogin=true");
  await loginThroughOverlay(page);
  await expect(page.getByText("Successfully signed in.")).toBeVisible();
}

/**
 * Logs the demo player in through the API and opens `path` already signed in: what the overlay leaves
 * behind (session storage `token`, local storage `lastLogin`), without driving it again. For journeys
 * about something else than logging in; the overlay itself has its own journeys (shell-login).
 */
export async function signInAsDemo(page: Page, path = "/"): Promise<void> {
  const response = await page.request.post("/api/v1/auth/login", {
    data: { username: DEMO.email, password: DEMO.password, version: 2 },
    headers: { "Channel-ID": "1", "App-Version": "1.94.0", "Client-OS": "playonline" },
  });
  expect(response.ok(), `demo login: ${response.status()}`).toBe(true);
  const body = (await response.json()) as { token?: string; data?: { token?: string } };
  const token = body.data?.token ?? body.token;
  expect(token, "demo login token").toBeTruthy();
  await page.addInitScript(
    ([t, at]) => {
      // Only the first load: a journey that logs out must stay logged out.
      if (sessionStorage.getItem("e2e-signed-in")) return;
      sessionStorage.setItem("e2e-signed-in", "1");
      sessionStorage.setItem("token", t);
      localStorage.setItem("lastLogin", at);
    },
    [token!, new Date().toISOString()] as const,
  );
  await page.goto(path);
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
}
