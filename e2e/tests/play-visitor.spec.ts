import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { checkDrawYourself } from "../support/results";

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
    await expect(page.getByRole("button", { name: "Log in to play" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "home for a visitor");
  });

  test("results list a game's draws with divisions and verify in the browser", async ({ page }) => {
    await page.goto("/results");
    await expect(page.getByRole("heading", { name: "Results", level: 1 })).toBeVisible();
    const draw = page.getByRole("region", { name: "Past draws" }).getByRole("article").first();
    await expect(draw).toBeVisible();
    await checkDrawYourself(draw);
    await expectNoSeriousA11yViolations(page, "results");
  });

  test("a game page opens for visitors with the picker and no favourites", async ({ page }) => {
    await page.goto("/games/saturday-lotto?gameStatus=started");
    await expect(page.getByRole("heading", { name: "Saturday Lotto", level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Boards" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save as favourite" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, "game page for a visitor");
  });
});
