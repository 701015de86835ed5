import { expect, type Page, test } from "@playwright/test";
import { loginAndSetUp } from "../support/account";
import { createActivatedPlayer } from "../support/new-player";
import { TEST_CARDS as CARD, depositWithNewCard } from "../support/wallet";

const money = (text: string | null) => Number((text ?? "").replace(/[^\d.]/g, ""));

// On a fresh account / offers the product tour (R-STATES); the player declines.
async function declineTour(page: Page) {
  const tour = page.getByRole("dialog", { name: "Welcome to Play Online" });
  await tour.waitFor({ state: "visible", timeout: 3_000 }).then(
    () => tour.getByRole("button", { name: "Not now" }).click(),
    () => undefined,
  );
  await expect(tour).toHaveCount(0);
}

// A deposit or purchase may ask for feedback (R-STATES), a lazily loaded dialog; the player closes it.
async function closeFeedbackPrompt(page: Page) {
  const feedback = page.getByRole("dialog", { name: "Leave feedback" });
  await feedback.waitFor({ state: "visible", timeout: 5_000 }).then(
    () => page.keyboard.press("Escape"),
    () => undefined,
  );
  await expect(feedback).toHaveCount(0);
}

// A reload (or a full page load) drops this marker, so its presence shows the figures updated in place.
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test.describe("shell: balance in the top bar", () => {
  test("a fresh player sees the balance after setup, the lower amount left to spend, and both drop after a purchase without a reload", async ({
    page,
    request,
  }) => {
    // Sign-up, deposit, a game page, the cart and a purchase: a long journey on shared cores.
    test.setTimeout(150_000);
    const player = await createActivatedPlayer(request, "balance");
    const topBar = page.getByRole("banner");
    const balance = topBar.getByTestId("top-bar-balance");
    const available = topBar.getByTestId("top-bar-available");
    await loginAndSetUp(page, player, "50");
    await declineTour(page);
    // Nothing deposited yet: $0.00, and no separate amount (the limit leaves more than that).
    await expect(balance).toHaveText("$0.00");
    await expect(available).toHaveCount(0);
    await topBar.getByRole("link", { name: /^Balance/ }).click();
    await expect(page).toHaveURL(/\/wallet\?tab=0$/);
    await markDocument(page);
    await depositWithNewCard(page, "100", CARD.approved);
    await expect(page.getByRole("heading", { name: "Deposit successful" })).toBeVisible();
    await closeFeedbackPrompt(page);
    await expect(balance).toHaveText("$100.00");
    await expect(available).toHaveText("$50.00");
    expect(await isSameDocument(page)).toBe(true);
    await expect(
      topBar.getByRole("link", { name: "Balance $100.00 Available to spend $50.00" }),
    ).toBeVisible();
    // Buy a home quick pick: the top bar shows the figures on the game page and the cart too.
    await page.getByRole("link", { name: /^Play/ }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await declineTour(page);
    const quickPick = page
      .getByRole("article", { name: "Powerball" })
      .getByRole("button", { name: /\$\d/ })
      .first();
    await quickPick.click();
    await expect(page).toHaveURL(/\/games\/powerball\?/);
    await expect(balance).toHaveText("$100.00");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.getByRole("button", { name: "Go to cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(balance).toHaveText("$100.00");
    const total = money(
      await page
        .getByRole("region", { name: "Cart summary" })
        .getByText(/^Total /)
        .textContent(),
    );
    expect(total).toBeGreaterThan(0);
    await markDocument(page);
    await page.getByRole("button", { name: "Buy now" }).click();
    await expect(page.getByRole("heading", { name: "Purchase complete" })).toBeVisible({ timeout: 20_000 });
    await closeFeedbackPrompt(page);
    await expect.poll(async () => money(await balance.textContent())).toBeCloseTo(100 - total, 2);
    await expect.poll(async () => money(await available.textContent())).toBeCloseTo(50 - total, 2);
    expect(await isSameDocument(page)).toBe(true);
  });
});
