import { expect, test } from "@playwright/test";
import { loginAndSetUp } from "../support/account";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { shownNumbers } from "../support/balls";
import { signInAsDemo } from "../support/login";
import { createActivatedPlayer } from "../support/new-player";
import { runDrawNow, scheduleExtraSaturdayDraw } from "../support/operator";
import { depositByApi } from "../support/player-api";

const HEADERS = { "Channel-ID": "1", "App-Version": "1.94.0", "Client-OS": "playonline" };

// A routed call still in flight when the test ends must not fail the run once the page is gone.
test.afterEach(({ page }) => page.unrouteAll({ behavior: "ignoreErrors" }));

test.describe("play: a special draw from remote config", () => {
  test("the player picks the special draw, and the cart ticket plays that draw", async ({ page }) => {
    // A real draw of the running server: Powerball's third draw on sale (advance 2).
    const res = await page.request.get("/api/v1/games/5132/purchase-config", { headers: HEADERS });
    expect(res.ok()).toBe(true);
    const special =
      ((await res.json()) as { data: { game_variables: { next_draw_number: number } } }).data.game_variables
        .next_draw_number + 2;
    // The server's remote config comes from its JSON defaults (no special events), so the journey
    // serves the same config with one special event added (R-ENTITIES specialEvents).
    await page.route("**/api/v1/remote-config", async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: Record<string, unknown> };
      body.data.specialEvents = [{ game_id: 5132, draw_number: special, title: "Mega Powerball" }];
      await route.fulfill({ response: answer, json: body });
    });

    await signInAsDemo(page, "/games/powerball?gameStatus=started");
    const banner = page.getByRole("region", { name: /^Special draw: Mega Powerball/ });
    await expect(banner.getByRole("heading")).toHaveText(
      new RegExp(
        `^Special draw: Mega Powerball — Draw ${special}, closes \\w{3}, \\d{1,2} \\w{3}, \\d{1,2}:\\d{2}\\s[ap]m$`,
      ),
    );
    await expectNoSeriousA11yViolations(page, "game page with a special draw");
    const price = page.getByRole("region", { name: "Price" });
    await expect(price).not.toContainText(`Draw ${special}`);

    await banner.getByRole("button", { name: "Play the special draw" }).click();
    await expect(banner.getByRole("status")).toHaveText(
      `This entry plays the special draw, Draw ${special}.`,
    );
    await expect(price).toContainText(`Draw ${special}`);
    const picks = page.getByRole("region", { name: "Boards" }).getByRole("button", { name: "Quick pick" });
    for (let i = 0; i < (await picks.count()); i++) await picks.nth(i).click();
    await expectNoSeriousA11yViolations(page, "special draw chosen");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.getByRole("button", { name: "Go to cart" }).click();

    await expect(page).toHaveURL(/\/cart$/);
    const ticket = page.getByRole("listitem", { name: "Powerball ticket" });
    await expect(ticket).toContainText(`Draw ${special}`);
    await expectNoSeriousA11yViolations(page, "cart with the special draw ticket");
  });

  test("an extra Saturday Lotto draw the operator scheduled is bought, drawn, and shown in Results and Tickets", async ({
    page,
    request,
  }) => {
    // Sign-up, a purchase and an operator draw: well over the default minute on a busy machine.
    test.setTimeout(150_000);
    // The operator's draw:special: the server lists it in remote config with its own close time.
    const special = await scheduleExtraSaturdayDraw(request, "Mega Saturday");
    expect(special.draw_number % 2).toBe(1);
    await loginAndSetUp(page, await createActivatedPlayer(request, "extra-draw"), "100");
    await depositByApi(page, 5_000);

    await page.goto("/games/saturday-lotto?gameStatus=started");
    const banner = page.getByRole("region", { name: /^Special draw: Mega Saturday/ });
    // It closes on a Tuesday at 6 pm Perth time, 30 minutes before it is drawn.
    await expect(banner.getByRole("heading")).toHaveText(
      new RegExp(
        `^Special draw: Mega Saturday — Draw ${special.draw_number}, closes Tue, \\d{1,2} \\w{3}, 6:00\\spm$`,
      ),
    );
    await banner.getByRole("button", { name: "Play the special draw" }).click();
    const price = page.getByRole("region", { name: "Price" });
    await expect(price).toContainText(`Draw ${special.draw_number}`);
    const picks = page.getByRole("region", { name: "Boards" }).getByRole("button", { name: "Quick pick" });
    for (let i = 0; i < (await picks.count()); i++) await picks.nth(i).click();
    await expectNoSeriousA11yViolations(page, "Saturday Lotto with the extra draw chosen");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.getByRole("button", { name: "Go to cart" }).click();
    const ticket = page.getByRole("listitem", { name: "Saturday Lotto ticket" });
    await expect(ticket).toContainText(`Draw ${special.draw_number}`);
    await page.getByRole("button", { name: "Buy now" }).click();
    await expect(page.getByRole("heading", { name: "Purchase complete" })).toBeVisible({ timeout: 30_000 });

    const run = await runDrawNow(request, 5127, special.draw_number);
    expect(run.drawNumber).toBe(special.draw_number);

    await page.goto("/results");
    await page.getByLabel("Game").selectOption({ label: "Saturday Lotto" });
    const card = page.getByRole("article", { name: `Saturday Lotto draw ${special.draw_number}` });
    const { winning } = await shownNumbers(card.getByRole("group", { name: "Winning numbers" }));
    expect(winning.sort((a, b) => a - b)).toEqual([...run.winning_numbers].sort((a, b) => a - b));
    await expectNoSeriousA11yViolations(page, "results with the extra draw");

    await page.goto("/tickets");
    const row = page.getByRole("list", { name: "Tickets" }).locator(":scope > li");
    await expect(row).toHaveCount(1);
    await expect(row.getByText(/^(Paid|Not winning|Winning, not yet paid)$/)).toBeVisible();
    // A draw that has been run is no longer on sale, so no longer offered.
    await page.goto("/games/saturday-lotto?gameStatus=started");
    await expect(page.getByLabel("System")).toBeVisible();
    await expect(page.getByRole("region", { name: /^Special draw: Mega Saturday/ })).toHaveCount(0);
  });
});
