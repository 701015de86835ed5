import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe";

const ALERT = "Tonight's Powerball results may be a little late.";

// A routed call still in flight when the test ends must not fail the run once the page is gone.
test.afterEach(({ page }) => page.unrouteAll({ behavior: "ignoreErrors" }));

test.describe("platform: system alerts from remote config", () => {
  test("an alert configured for a game shows on that game's page only, 66 px high", async ({ page }) => {
    // The remote-config service is a third party (docs/decisions.md#d8); the journey plays the operator's console.
    await page.route("**/api/v1/remote-config", async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data?: Record<string, unknown> } & Record<string, unknown>;
      const config = body.data ?? body;
      const systemAlerts = [{ show: true, message: ALERT, severity: "warning", games: [5132] }];
      const patched = body.data
        ? { ...body, data: { ...config, systemAlerts } }
        : { ...config, systemAlerts };
      await route.fulfill({ response, json: patched });
    });
    await page.goto("/games/powerball");
    const alert = page.getByRole("region", { name: "System alerts" }).getByText(ALERT);
    await expect(alert).toBeVisible();
    const height = await page
      .getByRole("region", { name: "System alerts" })
      .locator("> div")
      .first()
      .evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeGreaterThanOrEqual(66);
    await expectNoSeriousA11yViolations(page, "game page with a system alert");
    await page.goto("/results");
    await expect(page.getByRole("heading", { name: "Results", level: 1 })).toBeVisible();
    await expect(page.getByText(ALERT)).toHaveCount(0);
  });
});
