import { type APIRequestContext, expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { loginThroughOverlay } from "../support/login";
import { createActivatedPlayer } from "../support/new-player";
import { operatorPost } from "../support/operator";

/** Logs in through the API and finishes account setup (a weekly spend limit); returns the auth header. */
async function setUpThroughApi(request: APIRequestContext, email: string, password: string) {
  const login = await request.post("/api/v1/auth/login", { data: { username: email, password, version: 2 } });
  expect(login.ok(), await login.text()).toBe(true);
  const auth = `JWT ${((await login.json()) as { data: { token: string } }).data.token}`;
  const limit = await request.post("/api/v1/user/limits", {
    headers: { authorization: auth },
    data: { amount: 50_000 },
  });
  expect(limit.ok(), await limit.text()).toBe(true);
  return auth;
}

test.describe("help: terms and conditions prompt", () => {
  test("after new terms are published the player is prompted at login and accepts", async ({
    page,
    request,
  }) => {
    // The demo player accepted the terms (apps/server/src/accounts/demo.ts) and other journeys share
    // it, so this journey outdates the terms of a player of its own.
    const player = await createActivatedPlayer(request, "terms");
    const auth = await setUpThroughApi(request, player.email, player.password);
    await operatorPost(request, "/terms/outdate", { email: player.email });
    await page.goto("/results?showLogin=true");
    await loginThroughOverlay(page, player.email, player.password);
    const dialog = page.getByRole("dialog", { name: "Terms and conditions" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/#terms-and-conditions-dialog$/);
    await expectNoSeriousA11yViolations(page, "terms prompt");
    await dialog.getByRole("button", { name: "Accept" }).click();
    await expect(dialog).toHaveCount(0);
    await expect
      .poll(async () => {
        const response = await request.get("/api/v1/user/details", {
          headers: { authorization: auth },
        });
        const body = (await response.json()) as { data: Record<string, boolean> };
        return [body.data.terms_and_conditions_accepted, body.data.privacy_policy_accepted];
      })
      .toEqual([true, true]);
    // What was accepted can be read again: the footer opens the current version.
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms and conditions" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole("heading", { name: "Terms and conditions" })).toBeVisible();
    await expect(page.getByText(/^Version \S+/)).toBeVisible();
  });
});
