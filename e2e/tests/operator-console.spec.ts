import { expect, test } from "@playwright/test";
import { e2ePort, operatorPortOf } from "../support/ports.mjs";

/** The operator listener of the journey server (support/serve.mjs serves the console's build there). */
const CONSOLE = `http://127.0.0.1:${operatorPortOf(e2ePort())}`;

test.describe("the operator console", () => {
  test("is served by the operator listener under its own policy, and never by the players' one", async ({
    page,
    request,
  }) => {
    const answer = await page.goto(`${CONSOLE}/withdrawals`);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    await expect(page).toHaveTitle("Operator console · Play Online");
    // The app itself runs (its script is allowed by the policy): it renders into the page.
    await expect(page.locator("#root main")).toBeVisible();

    const players = await request.get("/withdrawals");
    expect(await players.text()).not.toContain("Operator console");
  });
});
