import { expect, test } from "@playwright/test";
import { loginAndSetUp } from "../support/account";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { coveringCart, runDraw } from "../support/draw-cli";
import { createActivatedPlayer } from "../support/new-player";
import { playerApi as api, walletBalance as balance, centsOf, depositByApi } from "../support/player-api";
import { checkDrawYourself } from "../support/results";

test.describe("play: a draw settles a bought ticket", () => {
  test("Cash 3 covering every outcome, drawn with draw:run: Results verify, Tickets show the win, the wallet the credit", async ({
    page,
    request,
    baseURL,
  }) => {
    // Sign-up, a deposit, 220 boards and a CLI draw: the slowest journey, about a minute on CI.
    test.setTimeout(150_000);
    // A fresh player: the journey's balance must not move with other journeys' purchases.
    await loginAndSetUp(page, await createActivatedPlayer(request, "draw"), "200");
    await depositByApi(page, 15_000);
    const { playerId } = await api<{ playerId: string }>(page, "GET", "/user/details");
    const games = await api<Record<string, { upcoming_draw: { draw_number: number } }>>(
      page,
      "GET",
      "/games",
    );
    const cart = coveringCart(games["2116"]!.upcoming_draw.draw_number);
    // The cart lives in local storage per player and survives a reload (R-STATES Cart).
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [`${playerId}_cart`, JSON.stringify(cart)],
    );

    await page.goto("/cart");
    await expect(page.getByRole("list", { name: "Tickets" }).locator(":scope > li")).toHaveCount(cart.length);
    await page.getByRole("button", { name: "Buy now" }).click();
    await expect(page.getByRole("heading", { name: "Purchase complete" })).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => balance(page)).toBe(15_000 - 220 * 50);

    runDraw(2116, new URL(baseURL!).port);

    await page.goto("/results");
    await page.getByLabel("Game").selectOption({ label: "Cash 3" });
    const draw = page.getByRole("region", { name: "Past draws" }).getByRole("article").first();
    await expect(draw).toHaveAttribute("aria-label", /^Cash 3 draw \d+$/);
    await checkDrawYourself(draw);
    await expectNoSeriousA11yViolations(page, "results after the draw");

    await page.goto("/tickets");
    await page.getByLabel("Game").selectOption({ label: "Cash 3" });
    const entries = page.getByRole("list", { name: "Tickets" }).locator(":scope > li");
    await expect(entries).toHaveCount(cart.length);
    // Exactly one board of one ticket matches the drawn digits; its prize is paid (under $1,000).
    const won = entries.filter({ hasText: /Won \$/ });
    await expect(won).toHaveCount(1);
    const prize = centsOf((await won.getByText(/^Won \$/).textContent())!);
    expect(prize).toBeGreaterThan(0);
    await expect(entries.filter({ hasText: /Not winning/ })).toHaveCount(cart.length - 1);
    await expect.poll(() => balance(page)).toBe(15_000 - 220 * 50 + prize);
    await expectNoSeriousA11yViolations(page, "tickets after the draw");

    // 'Play again' reloads the winning ticket's boards on the game page at the same price.
    const cost = /Cost (\$[\d,]+\.\d{2})/.exec((await won.textContent())!)![1]!;
    await won.getByRole("button", { name: "Play again" }).click();
    await expect(page).toHaveURL(/\/games\/cash-3\?gameStatus=started$/);
    await expect(page.getByRole("region", { name: "Price" })).toContainText(cost);
  });
});
