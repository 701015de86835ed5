import { expect, type Page } from "@playwright/test";

/** The page has drawn its content: a heading is shown and nothing says it is still loading. */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole("heading").first()).toBeVisible();
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
}
