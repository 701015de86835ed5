import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { loginThroughOverlay } from "../support/login";

test.describe("help: contact us and request a callback", () => {
  test("a player requests a callback; callback_start reaches the dataLayer", async ({ page }) => {
    // Logged in away from / so the product tour's start prompt (home only) stays out of the way.
    await page.goto("/results?showLogin=true");
    await loginThroughOverlay(page);
    await expect(page.getByText("Successfully signed in.")).toBeVisible();
    // Through the side menu, so this document saw the login and the navigation (R-CALLS events).
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("navigation", { name: "Side menu" })
      .getByRole("link", { name: "Contact us" })
      .click();
    await expect(page).toHaveURL(/\/contactus$/);
    await expect(page.getByRole("heading", { name: "Contact us", level: 1 })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "133 777" })).toHaveAttribute(
      "href",
      "tel:133777",
    );
    await expectNoSeriousA11yViolations(page, "contact us");
    await page.getByRole("button", { name: "Request a callback" }).click();
    const dialog = page.getByRole("dialog", { name: "Request a callback" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/#request-callback-dialog$/);
    const events = await page.evaluate(
      () =>
        ((window as { dataLayer?: unknown[] }).dataLayer ?? []) as { event?: string; page_path?: string }[],
    );
    expect(events.filter((e) => e.event === "callback_start")).toHaveLength(1);
    expect(events.some((e) => e.event === "login")).toBe(true);
    expect(events).toContainEqual({ event: "navigation", page_path: "/contactus" });
    await expectNoSeriousA11yViolations(page, "request callback form");
    await dialog.getByLabel("Phone number").fill("0400 111 222");
    await dialog.getByLabel("Best time to call").selectOption("afternoon");
    await dialog.getByLabel("What is it about? (optional)").fill("A question about my spend limit.");
    await dialog.getByRole("button", { name: "Request callback" }).click();
    await expect(page.getByText("Thanks! We'll call you back at the time you chose.")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, "callback requested");
  });

  test("Play Responsibly gives the help line and links to the limits", async ({ page }) => {
    await page.goto("/play-responsibly");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "1800 858 858" })).toHaveAttribute("href", "tel:1800858858");
    await expect(main.getByRole("link", { name: "Set a weekly spend limit" })).toHaveAttribute(
      "href",
      "/account?tab=2",
    );
    await expect(main.getByRole("link", { name: "Take a break with self-exclusion" })).toHaveAttribute(
      "href",
      "/account?tab=4",
    );
    await expectNoSeriousA11yViolations(page, "play responsibly");
  });
});
