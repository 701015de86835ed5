import { expect, type Page, test } from "@playwright/test";
import { loginAndSetUp } from "../support/account";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { loginAsDemo } from "../support/login";
import { createActivatedPlayer } from "../support/new-player";

/** Test cards of the sandbox card gateway (apps/server/README.md). */
const CARD = {
  approved: "4111111111111111",
  declined: "4000000000000002",
  externalFailure: "4000000000000259",
} as const;

async function depositWithNewCard(page: Page, dollars: string, number: string) {
  const form = page.getByRole("form", { name: "Deposit" });
  await form.getByLabel("Amount ($)").fill(dollars);
  await form.getByRole("radio", { name: "A new card" }).check();
  await form.getByLabel("Card number").fill(number);
  await form.getByLabel("Expiry (MM/YY)").fill("12/35");
  await form.getByLabel("CVV").fill("123");
  await form.getByLabel("Save this card for next time").uncheck();
  await form.getByRole("button", { name: "Deposit", exact: true }).click();
}

test.describe("wallet: deposits", () => {
  test("a fresh player deposits $25 by test card and the balance goes up", async ({ page, request }) => {
    const player = await createActivatedPlayer(request, "wallet");
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
