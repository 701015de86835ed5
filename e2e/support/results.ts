import { expect, type Locator } from "@playwright/test";

/** Opens a past draw's 'Check this draw yourself', checks it in the browser and expects it verified. */
export async function checkDrawYourself(draw: Locator) {
  await draw.getByText("Check this draw yourself").click();
  await draw.getByRole("button", { name: "Check this draw" }).click();
  await expect(draw.getByRole("status")).toHaveText(/^Verified/);
}
