import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { signInAsDemo } from "../support/login";

const HEADERS = { "Channel-ID": "1", "App-Version": "1.94.0", "Client-OS": "playonline" };

test.describe("play: a special draw from remote config", () => {
  test("the player picks the special draw, and the cart ticket plays that draw", async ({ page }) => {
    // A real draw of the running server: Powerball's third draw on sale (advance 2).
    const res = await page.request.get("/api/v1/games/5132/purchase-config", { headers: HEADERS });
    expect(res.ok()).toBe(true);
    const special =
      ((await res.json()) as { data: { game_variables: { next_draw_number: number } } }).data.game_variables
        .next_draw_number + 2;
    // The server's remote config comes from its JSON defaults (no special events), so the journey
    // serves the same config with one special event added (spec §3 specialEvents).
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
});
