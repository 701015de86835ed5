import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { loginThroughOverlay } from "../support/login";

/** A draw's date and time as every game shows it ("Sat 5 Dec, 7:30 pm"). */
const PERTH_DATE_TIME = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} (am|pm)$/;
/** The live countdown to sales close, in short units then in words for a screen reader. */
const COUNTDOWN = /^Sales close in \d+ (d|h|min|s)( \d+ (h|min))?Sales close in \d+ (day|hour|minute|second)/;

test.describe("play: a visitor browses", () => {
  test("home shows the game cards without quick picks and 'Log in to play'", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Choose your game" })).toBeVisible();
    const powerball = page.getByRole("article", { name: "Powerball" });
    await expect(powerball.getByText("Win up to")).toBeVisible();
    await expect(
      page.getByRole("article", { name: "Set for Life" }).getByText("$20K a mth for 20yrs"),
    ).toBeVisible();
    await expect(powerball.getByRole("button", { name: /\$\d/ })).toHaveCount(0);
    // Each card's next draw: its date in Perth and a live countdown (docs/decisions.md "Next draw").
    await expect(powerball.locator("time")).toHaveText(PERTH_DATE_TIME);
    await expect(powerball.getByRole("timer")).toHaveText(COUNTDOWN);
    await expect(page.getByRole("button", { name: "Log in to play" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "home for a visitor");
  });

  test("a game page opens for visitors with the picker and no favourites; what they add survives logging in", async ({
    page,
  }) => {
    await page.goto("/games/saturday-lotto?gameStatus=started");
    await expect(page.getByRole("heading", { name: "Saturday Lotto", level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Boards" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save as favourite" })).toHaveCount(0);
    // Under the game's name: the next draw, its jackpot and the countdown; each advance-play choice dated.
    const next = page.getByRole("region", { name: "Next draw" });
    await expect(next.locator("time")).toHaveText(PERTH_DATE_TIME);
    await expect(next.getByRole("timer")).toHaveText(COUNTDOWN);
    await expect(next).toContainText(/\$\d|To be confirmed/);
    await expect(page.getByLabel("Advance play").locator("option").first()).toHaveText(
      new RegExp(`^Next draw · ${PERTH_DATE_TIME.source.slice(1)}`),
    );
    await expectNoSeriousA11yViolations(page, "game page for a visitor");

    // 'Add to cart' says why it is disabled; a full board moves the picker to the next one.
    const reason = page.getByTestId("add-to-cart-reason");
    await expect(reason).toHaveText(
      "Board A is empty: pick 6 numbers or use Quick Pick. 3 more boards are not full.",
    );
    for (const n of [4, 8, 15, 16, 23, 42])
      await page.getByRole("button", { name: String(n), exact: true }).click();
    await expect(page.getByTestId("board-moved")).toHaveText("Board A is full: now picking board B.");
    await expect(reason).toHaveText(
      "Board B is empty: pick 6 numbers or use Quick Pick. 2 more boards are not full.",
    );

    // The visitor's entry is merged into the demo player's cart at login (docs/decisions.md#cart-merge).
    const picks = page.getByRole("region", { name: "Boards" }).getByRole("button", { name: "Quick pick" });
    await expect(picks.first()).toBeVisible();
    for (let i = 1; i < (await picks.count()); i++) await picks.nth(i).click();
    await expect(reason).toHaveCount(0);
    await page.getByRole("button", { name: "Add to cart" }).click();
    // The confirmation is where the player is, and has focus (not at the page's top, off-screen).
    const added = page.getByRole("status").filter({ hasText: "Added to your cart." });
    await expect(added).toBeFocused();
    await expect(added).toBeInViewport();
    // /cart is for players: the login overlay opens and, once logged in, the player lands on it.
    await page.getByRole("button", { name: "Go to cart" }).click();
    await loginThroughOverlay(page);
    await expect(page).toHaveURL(/\/cart$/);
    const ticket = page
      .getByRole("list", { name: "Tickets" })
      .getByRole("listitem", { name: "Saturday Lotto ticket" });
    await expect(ticket).toHaveCount(1);
    // Saved under the player's key (`<player id>_cart`): a reload loads it once, not merged twice.
    const saved = () =>
      page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => key.endsWith("_cart"))
          .reduce((sum, key) => sum + (JSON.parse(localStorage.getItem(key) ?? "[]") as unknown[]).length, 0),
      );
    // Another journey's draw:run can close the entry's draw meanwhile; the cart then sets it aside as
    // expired, and an expired entry is not saved.
    const expired = page
      .getByRole("list", { name: "Expired tickets" })
      .getByRole("listitem", { name: "Saturday Lotto ticket" });
    await expect.poll(async () => (await saved()) + (await expired.count())).toBe(1);
    const kept = await saved();
    await page.reload();
    await expect(ticket).toHaveCount(kept);
  });
});
