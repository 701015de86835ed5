import type { Page } from "@playwright/test";

/** Test cards of the sandbox card gateway (apps/server/README.md). */
export const TEST_CARDS = {
  approved: "4111111111111111",
  declined: "4000000000000002",
  externalFailure: "4000000000000259",
} as const;

/** Where the browser tokenises cards with the sandbox gateway (packages/api `SANDBOX_CARD_TOKENS_PATH`). */
export const SANDBOX_CARD_TOKENS_PATH = "/sandbox-gateway/v1/tokens";

/**
 * Records the path and body of every fetch the page makes (request bodies sent as streams are not
 * visible to Playwright's request events). Call before the page loads; read with the returned function.
 */
export async function recordFetches(page: Page): Promise<() => Promise<{ path: string; body: string }[]>> {
  await page.addInitScript(() => {
    const sent: { path: string; body: string }[] = [];
    (window as unknown as { recordedFetches: typeof sent }).recordedFetches = sent;
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      sent.push({ path: new URL(request.url).pathname, body: await request.clone().text() });
      return original(request);
    };
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { recordedFetches: { path: string; body: string }[] }).recordedFetches,
    );
}

/** Deposits `dollars` on /wallet?tab=0 with a new, unsaved card (R-SCREENS Wallet, R-ACCOUNT deposits). */
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
