import { GAME_IDS } from "@lotto/core";
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { shownNumbers } from "../support/balls";
import { checkDrawYourself } from "../support/results";

/** The Perth date `days` before today, YYYY-MM-DD. */
const perthDaysAgo = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Perth" }).format(
    new Date(Date.now() - days * 86_400_000),
  );

// The date as a draw row shows it (the web's short draw date, en-AU in Perth).
const shownPerthDaysAgo = (days: number) =>
  new Intl.DateTimeFormat("en-AU", {
    timeZone: "Australia/Perth",
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(new Date(Date.now() - days * 86_400_000));

const drawNumberOf = async (label: Promise<string | null>) =>
  Number(/draw (\d+)$/.exec((await label) ?? "")?.[1]);

test.describe("results: a visitor browses every game's draws and checks one", () => {
  test("latest draws of every game, dividends on demand, a game's history paged and filtered, a draw checked", async ({
    page,
  }) => {
    // Two axe runs over a long page and a dozen steps: more than the default minute on a busy machine.
    test.slow();
    await page.goto("/results");
    const latest = page.getByRole("list", { name: "Latest draws" });
    await expect(latest.getByRole("listitem")).toHaveCount(GAME_IDS.length);
    const saturday = latest.getByRole("listitem", { name: "Saturday Lotto" });
    const numbers = await shownNumbers(
      saturday.getByRole("group", { name: "Saturday Lotto winning numbers" }),
    );
    expect(numbers.winning).toHaveLength(6);
    expect(numbers.supplementary).toHaveLength(2);
    await expect(saturday.getByText(/^Next draw \d+: /)).toBeVisible();
    await expectNoSeriousA11yViolations(page, "results: latest draws");

    await saturday.getByRole("button", { name: "Dividends" }).click();
    const dialog = page.getByRole("dialog", { name: /^Saturday Lotto draw \d+ dividends$/ });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/#dividend-dialog$/);
    // Each division with its winning combination; an unwon one says so, never "$0.00".
    await expect(dialog.getByRole("columnheader", { name: "Winning combination" })).toBeVisible();
    await expect(dialog.getByRole("cell", { name: "6 winning numbers" })).toBeVisible();
    await expect(dialog).not.toContainText("$0.00");
    await expectNoSeriousA11yViolations(page, "results: dividends dialog");
    if (process.env.E2E_SHOTS)
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/dividends-${test.info().project.name}.png` });
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);

    await latest
      .getByRole("listitem", { name: "Cash 3" })
      .getByRole("button", { name: "Past draws" })
      .click();
    await expect(page).toHaveURL(/\/results\?game=cash-3$/);
    const history = page.getByRole("region", { name: "Past draws" });
    const first = history.getByRole("article").first();
    await expect(first).toHaveAttribute("aria-label", /^Cash 3 draw \d+$/);
    const newest = await drawNumberOf(first.getAttribute("aria-label"));
    expect((await shownNumbers(first.getByRole("group", { name: "Winning numbers" }))).winning).toHaveLength(
      3,
    );
    await first.getByText("Dividends", { exact: true }).click();
    await expect(first.getByRole("table", { name: /^Draw \d+ dividends$/ })).toBeVisible();
    await checkDrawYourself(first);
    await expectNoSeriousA11yViolations(page, "results: a Cash 3 draw checked");

    // Page 2 goes on from page 1's last draw (that one again if a draw landed meanwhile). Not "newest - 20":
    // another journey's early draw (draw:run) can skip a draw that has closed and waits for its draw time.
    await expect(history.getByRole("article")).toHaveCount(20);
    const lastOnPage1 = await drawNumberOf(history.getByRole("article").last().getAttribute("aria-label"));
    await history.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/drawPage=2/);
    await expect(history.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect
      .poll(() => drawNumberOf(history.getByRole("article").first().getAttribute("aria-label")))
      .toBeLessThanOrEqual(lastOnPage1);

    await history.getByLabel("Drawn on or before").fill(perthDaysAgo(5));
    await expect(page).toHaveURL(new RegExp(`to=${perthDaysAgo(5)}`));
    await expect(page).not.toHaveURL(/drawPage=/);
    const newestFiltered = history.getByRole("article").first();
    const filtered = await drawNumberOf(newestFiltered.getAttribute("aria-label"));
    expect(filtered).toBeLessThan(newest);
    // Cash 3 draws daily, so the newest draw on or before the date is from that week. Checked by date:
    // other journeys run draws early (draw:run), which moves draw numbers ahead of the calendar.
    const week = [5, 6, 7, 8, 9, 10, 11].map(shownPerthDaysAgo);
    await expect(newestFiltered.getByText(new RegExp(`^(${week.join("|")})$`))).toBeVisible();
    await history.getByRole("button", { name: "Show all dates" }).click();
    await expect(page).toHaveURL(/\/results\?game=cash-3$/);
  });

  test("at 320 px nothing scrolls sideways, with the dividends and the proof open", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto("/results?game=oz-lotto");
    const draw = page.getByRole("region", { name: "Past draws" }).getByRole("article").first();
    await draw.getByText("Dividends", { exact: true }).click();
    await draw.getByText("Check this draw yourself").click();
    await expect(draw.getByRole("button", { name: "Check this draw" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoSeriousA11yViolations(page, "results at 320 px with a draw opened");
  });
});
