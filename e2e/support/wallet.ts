import type { Page } from "@playwright/test";

/** Test cards of the sandbox card gateway (apps/server/README.md). */
export const TEST_CARDS = {
  approved: "4111111111111111",
  declined: "4000000000000002",
  externalFailure: "4000000000000259",
} as const;

/** Deposits `dollars` on /wallet?tab=0 with a new, unsaved card (spec §2 Wallet, issue 8 deposits). */
export async function depositWithNewCard(page: Page, dollars: string, number: string): Promise<void> {
  const form = page.getByRole("form", { name: "Deposit" });
  await form.getByLabel("Amount ($)").fill(dollars);
  await form.getByRole("radio", { name: "A new card" }).check();
  await form.getByLabel("Card number").fill(number);
  await form.getByLabel("Expiry (MM/YY)").fill("12/35");
  await form.getByLabel("CVV").fill("123");
  await form.getByLabel("Save this card for next time").uncheck();
  await form.getByRole("button", { name: "Deposit", exact: true }).click();
}
