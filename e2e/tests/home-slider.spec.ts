import { expect, test } from "@playwright/test";

// The promo slider starts once the page is idle; its controls work from the player's first move.
test("the promo slider's Pause holds a slide, Next and Previous move one slide, and only that one is reachable", async ({
  page,
}) => {
  await page.goto("/");
  const promotions = page.getByRole("region", { name: "Promotions" });
  const slides = promotions.locator('[aria-roledescription="slide"]');
  await expect(slides.first()).toBeInViewport();
  expect(await slides.count()).toBeGreaterThan(1);
  await promotions.getByRole("button", { name: "Pause promotions" }).click();
  await expect(promotions.getByRole("button", { name: "Play promotions" })).toBeVisible();
  await expect(slides.nth(1)).toHaveJSProperty("inert", true);
  await promotions.getByRole("button", { name: "Next slide of promotions" }).click();
  await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
  await expect(slides.nth(1)).toHaveJSProperty("inert", false);
  await expect(slides.first()).toHaveJSProperty("inert", true);
  await promotions.getByRole("button", { name: "Previous slide of promotions" }).click();
  await expect(slides.first()).toBeInViewport({ ratio: 0.9 });
  await expect(slides.first()).toHaveJSProperty("inert", false);
});

// WCAG 2.2.2: a player who asked the system for less motion gets still slides until they press Play.
test("under prefers-reduced-motion the promo slider does not autoplay: it starts paused, Play starts it", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  const promotions = page.getByRole("region", { name: "Promotions" });
  const slides = promotions.locator('[aria-roledescription="slide"]');
  await expect(slides.first()).toBeInViewport();
  const play = promotions.getByRole("button", { name: "Play promotions" });
  await expect(play).toBeVisible();
  await play.click();
  await expect(promotions.getByRole("button", { name: "Pause promotions" })).toBeVisible();
});
