import { expect, test } from "@playwright/test";
import { loginAndSetUp } from "../support/account";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { loginAsDemo } from "../support/login";
import { createActivatedPlayer } from "../support/new-player";
import {
  TEST_CARDS as CARD,
  depositWithNewCard,
  recordFetches,
  SANDBOX_CARD_TOKENS_PATH,
} from "../support/wallet";

test.describe("wallet: deposits", () => {
  test("a fresh player deposits $25 by test card and the balance goes up", async ({ page, request }) => {
    const player = await createActivatedPlayer(request, "wallet");
    // Card data goes to the card gateway only: no request to our API carries it (docs/security.md).
    const fetches = await recordFetches(page);
    await loginAndSetUp(page, player);
    await page.goto("/wallet?tab=0");
    const balance = page.getByTestId("wallet-balance");
    await expect(balance).toHaveText("$0.00");
    await expectNoSeriousA11yViolations(page, "wallet balances");
    await depositWithNewCard(page, "25", CARD.approved);
    await expect(page.getByRole("heading", { name: "Deposit successful" })).toBeVisible();
    await expect(page.getByTestId("receipt-balance")).toHaveText("$25.00");
    await expect(balance).toHaveText("$25.00");
    await expectNoSeriousA11yViolations(page, "deposit receipt");
    const sent = await fetches();
    const gateway = sent.filter((r) => r.path === SANDBOX_CARD_TOKENS_PATH);
    expect(gateway).toHaveLength(1);
    expect(gateway[0]?.body).toContain(CARD.approved);
    const api = sent.filter((r) => r.path.startsWith("/api/"));
    expect(api.some((r) => r.path.endsWith("/user/deposits/card") && r.body.includes('"card_token"'))).toBe(
      true,
    );
    expect(api.filter((r) => r.body.includes(CARD.approved) || r.body.includes('"cvv"'))).toEqual([]);

    // A deposit limit set in the account (reached from the wallet's link) applies at once and refuses more.
    // The first deposit may ask for feedback first (a modal dialog): the player closes it.
    const feedback = page.locator("#feedback-dialog");
    const asked = await feedback.waitFor({ state: "visible", timeout: 3_000 }).then(
      () => true,
      () => false,
    );
    if (asked) {
      await page.keyboard.press("Escape");
      await expect(feedback).toBeHidden();
    }
    await page.getByRole("link", { name: "Set a deposit limit" }).click();
    await page.getByLabel("Limit period").selectOption("week");
    await page.getByLabel("New deposit limit ($)").fill("40");
    await page.getByRole("button", { name: "Set deposit limit" }).click();
    await expect(page.getByText("Your deposit limit has been updated.")).toBeVisible();
    await expect(page.getByText("$40.00 a week")).toBeVisible();
    await page.goto("/wallet?tab=0");
    await expect(page.getByTestId("deposit-allowance")).toContainText("You can deposit up to $15.00 now.");
    await depositWithNewCard(page, "20", CARD.approved);
    await expect(page.getByRole("alert")).toHaveText(
      "Your deposit limit is $40.00 a week. You can deposit $15.00 more this week.",
    );
    await expect(balance).toHaveText("$25.00");
  });

  test("payment details show BPAY; a declined card shows the gateway's message", async ({ page }) => {
    await loginAsDemo(page);
    await page.goto("/wallet?tab=1");
    await expect(page.getByRole("region", { name: "BPAY" })).toContainText("Biller code");
    await expectNoSeriousA11yViolations(page, "payment details");
    await page.getByRole("link", { name: "Balances" }).click();
    await depositWithNewCard(page, "20", CARD.declined);
    await expect(page.getByRole("alert")).toHaveText("Your card was declined. Please try another card.");
    await expectNoSeriousA11yViolations(page, "declined card");
  });

  test("an external failure counts down and blocks the next attempt until the wait ends", async ({
    page,
  }) => {
    await loginAsDemo(page);
    await page.goto("/wallet?tab=0");
    await depositWithNewCard(page, "20", CARD.externalFailure);
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Please wait 5 seconds before your next attempt.");
    const deposit = page.getByRole("button", { name: "Deposit", exact: true });
    await expect(deposit).toBeDisabled();
    await expect(alert).toContainText(/Please wait [1-4] seconds/);
    await expectNoSeriousA11yViolations(page, "external failure countdown");
    await expect(alert).toHaveText("We're having trouble processing your request.", { timeout: 8000 });
    await expect(deposit).toBeEnabled();
    await deposit.click();
    await expect(alert).toContainText("Please wait 15 seconds before your next attempt.");
  });
});
