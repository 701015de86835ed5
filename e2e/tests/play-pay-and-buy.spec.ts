import { expect, test } from "@playwright/test";
import { loginAndSetUp } from "../support/account";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { createActivatedPlayer } from "../support/new-player";
import { walletBalance } from "../support/player-api";
import { TEST_CARDS as CARD } from "../support/wallet";

test.describe("play: paying for the cart directly", () => {
  test("a player with an empty wallet pays the cart by card and the tickets are bought in one go", async ({
    page,
    request,
  }) => {
    const player = await createActivatedPlayer(request, "paycart");
    await loginAndSetUp(page, player);
    await page.goto("/games/cash-3?gameStatus=started");
    const boards = page.getByRole("region", { name: "Boards" });
    await boards.getByRole("button", { name: "Quick pick" }).first().click();
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.getByRole("button", { name: "Go to cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    // The wallet holds $0: the missing amount is below the $10 minimum deposit, so $10 is asked.
    await expect(page.getByRole("button", { name: "Buy now" })).toHaveCount(0);
    const form = page.getByRole("form", { name: "Pay and buy" });
    await expect(form).toContainText("Amount to pay: $10.00");
    await expectNoSeriousA11yViolations(page, "cart with a short balance");
    await form.getByRole("radio", { name: "A new card" }).check();
    await form.getByLabel("Card number").fill(CARD.declined);
    await form.getByLabel("Expiry (MM/YY)").fill("12/35");
    await form.getByLabel("CVV").fill("123");
    await form.getByLabel("Save this card for next time").uncheck();
    await form.getByRole("button", { name: "Pay $10.00 and buy" }).click();
    await expect(form.getByRole("alert")).toHaveText("Your card was declined. Please try another card.");
    // Another card on the same form: charged once, then the purchase runs by itself.
    await form.getByLabel("Card number").fill(CARD.approved);
    await form.getByRole("button", { name: "Pay $10.00 and buy" }).click();
    // On a phone the form sat near the footer: the receipt still comes into view, with focus.
    const done = page.getByRole("heading", { name: "Purchase complete" });
    await expect(done).toBeFocused({ timeout: 20_000 });
    await expect(done).toBeInViewport();
    await expect(page.getByTestId("receipt").getByRole("listitem", { name: "Cash 3 ticket" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Cart summary" })).toHaveCount(0);
    // $10 paid in, the ticket's price taken out: what is left stays in the wallet.
    const left = await walletBalance(page);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(1000);
    await expectNoSeriousA11yViolations(page, "cart after paying and buying");
  });
});
