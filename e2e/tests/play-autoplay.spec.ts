import { expect, test } from "@playwright/test";
import { loginAndSetUp } from "../support/account";
import { wcagViolations } from "../support/axe";
import { createActivatedPlayer } from "../support/new-player";
import { depositByApi } from "../support/player-api";

test.describe("play: autoplay", () => {
  test("a Saturday Lotto autoplay is set up from the game page, listed, paused, resumed and cancelled", async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
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
    expect(await wcagViolations(page)).toEqual([]);
    const project = test.info().project.name;
    await page.screenshot({ path: test.info().outputPath(`autoplays-${project}.png`), fullPage: true });

    await row.getByRole("button", { name: "Pause" }).click();
    await expect(row.getByText("Paused")).toBeVisible();
    await row.getByRole("button", { name: "Resume" }).click();
    await expect(row.getByText("Active")).toBeVisible();

    await row.getByRole("button", { name: "Cancel" }).click();
    const confirm = page.getByRole("dialog", { name: "Cancel your Saturday Lotto autoplay?" });
    expect(await wcagViolations(page)).toEqual([]);
    await confirm.getByRole("button", { name: "Cancel autoplay" }).click();
    await expect(row.getByText("Cancelled")).toBeVisible();
    await expect(row.getByRole("button", { name: "Pause" })).toHaveCount(0);
  });
});
