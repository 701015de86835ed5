import { expect, type Page } from "@playwright/test";
import { NEW_PLAYER_DETAILS } from "./new-player";

/**
 * Signs `email` up in the login overlay (welcome → sign-up form, spec §2 Sign up) with the details
 * every fresh player uses, accepting terms and privacy, and waits for the activation-email step.
 */
export async function signUpThroughOverlay(page: Page, email: string): Promise<void> {
  await page.goto("/?showLogin=true");
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email address").fill(email);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByRole("heading", { name: "Sign Up" })).toBeVisible();
  const d = NEW_PLAYER_DETAILS;
  await dialog.getByLabel("Password", { exact: true }).fill(d.password);
  await dialog.getByLabel("First name").fill(d.firstname);
  await dialog.getByLabel("Last name").fill(d.lastname);
  await dialog.getByLabel("Date of birth (DD/MM/YYYY)").fill(d.dateOfBirth);
  await dialog.getByLabel("Mobile number").fill("0412345678");
  await dialog.getByLabel("Street address").fill("1 Hay Street");
  await dialog.getByLabel("Suburb").fill("Perth");
  await dialog.getByLabel("Postcode").fill("6000");
  await dialog.getByLabel("Security question").selectOption({ index: 1 });
  await dialog.getByLabel("Security answer").fill(d.securityAnswer);
  await dialog.getByLabel("I accept the terms and conditions").check();
  await dialog.getByLabel("I accept the privacy policy").check();
  await dialog.getByRole("button", { name: "Create account" }).click();
  await expect(dialog.getByText(/We've sent an activation link to/)).toBeVisible();
}
