import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { signInAsDemo } from "../support/login";

// axe on the popover and the dialog is slow on a loaded 2-core runner; the steps themselves are quick.
test.describe.configure({ timeout: 120_000 });

test("the product tour: start dialog, Next/Previous/arrows, End Tour → home with the end info and the feedback footer", async ({
  page,
}) => {
  await signInAsDemo(page, "/results");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("button", { name: "Take a Tour" }).click();
  const start = page.getByRole("dialog", { name: "Welcome to Play Online" });
  await start.getByRole("button", { name: "Start tour" }).click();

  const popover = page.locator(".shepherd-element");
  await expect(popover.getByText("Step 1 of 7")).toBeVisible();
  await expect(popover.getByRole("button", { name: "Previous" })).toHaveCount(0);
  expect((await popover.boundingBox())?.width).toBeLessThanOrEqual(300);
  await expectNoSeriousA11yViolations(page, "product tour popover");
  await popover.getByRole("button", { name: "Next" }).click();
  await expect(popover.getByText("Step 2 of 7")).toBeVisible();
  await expect(popover.getByText("Play: choose a game")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(popover.getByText("Step 3 of 7")).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(popover.getByText("Step 2 of 7")).toBeVisible();
  await popover.getByRole("button", { name: "Previous" }).click();
  await expect(popover.getByText("Step 1 of 7")).toBeVisible();
  await popover.getByRole("button", { name: "End Tour" }).click();

  await expect(popover).toHaveCount(0);
  await expect(page).toHaveURL(/\/#tour-end-info-dialog$/);
  const end = page.getByRole("dialog", { name: "That's the tour!" });
  await expect(end).toBeVisible();
  await expectNoSeriousA11yViolations(page, "tour end info");
  await end.getByRole("button", { name: "Start playing" }).click();
  await expect(page.getByText("Have some feedback for us?")).toBeVisible();
});

test("Escape ends the product tour from any step", async ({ page }) => {
  await signInAsDemo(page, "/#tour-start-info-dialog");
  await page
    .getByRole("dialog", { name: "Welcome to Play Online" })
    .getByRole("button", { name: "Start tour" })
    .click();
  const popover = page.locator(".shepherd-element");
  await expect(popover.getByText("Step 1 of 7")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(popover.getByText("Step 2 of 7")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "product tour step 2");
  await page.keyboard.press("Escape");
  await expect(popover).toHaveCount(0);
  await expect(page.getByRole("dialog", { name: "That's the tour!" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "tour end info after Escape");
});
