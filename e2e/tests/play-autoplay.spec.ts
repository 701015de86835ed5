import { expect, type Locator, type Page, test } from "@playwright/test";
import { loginAndSetUp } from "../support/account";
import { wcagViolations } from "../support/axe";
import { runDraw } from "../support/draw-cli";
import { createActivatedPlayer } from "../support/new-player";
import { centsOf, depositByApi } from "../support/player-api";

const SATURDAY_LOTTO = 5127;
const BOUGHT = /^Bought for \$/;

// The draws the autoplay has bought so far, as its history lists them (the server's job runs every 5 s).
async function boughtCount(page: Page, row: Locator): Promise<number> {
  await page.reload();
  await expect(row).toBeVisible();
  const history = row.locator("details");
  if ((await history.count()) === 0) return 0;
  await history.locator("summary").click();
  return row.locator("details li").getByRole("link", { name: BOUGHT }).count();
}

test.describe("play: autoplay", () => {
  test("a Saturday Lotto autoplay is set up from the game page, listed, paused and resumed, buys each draw once and is cancelled", async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    // A fresh player: the autoplay buys in draws other journeys run, which must not touch the demo player.
    await loginAndSetUp(page, await createActivatedPlayer(request, "autoplay"), "50");
    await depositByApi(page, 5_000);

    await page.goto("/games/saturday-lotto?gameStatus=started");
    const picks = page.getByRole("region", { name: "Boards" }).getByRole("button", { name: "Quick pick" });
    await expect(picks.first()).toBeVisible();
    for (let i = 0; i < (await picks.count()); i++) await picks.nth(i).click();
    await page.getByRole("button", { name: "Play automatically" }).click();
    const dialog = page.getByRole("dialog", { name: "Play automatically" });
    // Before saving: the most it may spend a week beside the weekly spend limit.
    await expect(dialog.getByText("Most it may spend a week")).toBeVisible();
    await expect(dialog.getByText("$50.00")).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Start autoplay" }).click();
    await expect(dialog.getByText("Autoplay set up.")).toBeVisible();
    await page.getByRole("link", { name: "See your autoplays" }).click();

    await expect(page).toHaveURL(/\/autoplays$/);
    const row = page.getByRole("listitem", { name: "Saturday Lotto autoplay" });
    await expect(row.getByText("Active")).toBeVisible();
    await expect(row.getByText("Every draw")).toBeVisible();
    await expect(row.getByText(/^Draw \d+ · Sat /)).toBeVisible();
    const cost = centsOf(
      (await row
        .getByText(/^\$\d+\.\d\d$/)
        .first()
        .textContent())!,
    );
    expect(await wcagViolations(page)).toEqual([]);

    await row.getByRole("button", { name: "Pause" }).click();
    await expect(row.getByText("Paused")).toBeVisible();
    await row.getByRole("button", { name: "Resume" }).click();
    await expect(row.getByText("Active")).toBeVisible();

    // The draw on sale is bought once, then the next one once the operator draws this one.
    await expect.poll(() => boughtCount(page, row), { timeout: 30_000, intervals: [2_000] }).toBe(1);
    runDraw(SATURDAY_LOTTO, new URL(baseURL!).port);
    await expect.poll(() => boughtCount(page, row), { timeout: 60_000, intervals: [2_000] }).toBe(2);
    expect(await wcagViolations(page)).toEqual([]);

    // Autoplay tickets are normal tickets: in Tickets and in the week's spend against the limit.
    await row.getByRole("link", { name: /^Draw \d+: Bought for \$/ }).click();
    await expect(page).toHaveURL(/\/tickets\?ticket=/);
    await expect(page.getByRole("dialog", { name: /^Saturday Lotto · / })).toBeVisible();
    await page.goto("/wallet?tab=0");
    await expect(page.getByTestId("week-remaining")).toContainText(
      `This week: $${((2 * cost) / 100).toFixed(2)} spent`,
    );

    await page.goto("/autoplays");
    await row.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("dialog", { name: "Cancel your Saturday Lotto autoplay?" }).waitFor();
    expect(await wcagViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Cancel autoplay" }).click();
    await expect(row.getByText("Cancelled")).toBeVisible();
    await expect(row.getByRole("button", { name: "Pause" })).toHaveCount(0);
  });
});
