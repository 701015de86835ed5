import { expect, type Locator, type Page } from "@playwright/test";
import { NEW_PLAYER_DETAILS } from "./new-player";

/** Opens the login overlay's sign-up form for `email` (welcome → Continue, R-SCREENS Sign up). */
export async function openSignUp(page: Page, email: string): Promise<Locator> {
  await page.goto("/?showLogin=true");
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email address").fill(email);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByRole("heading", { name: "Sign Up" })).toBeVisible();
  return dialog;
}

/** Fills the sign-up form with the details every fresh player uses, accepting terms and privacy. */
export async function fillSignUpForm(dialog: Locator): Promise<void> {
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
}

/** Signs `email` up in the login overlay and waits for the activation-email step. */
export async function signUpThroughOverlay(page: Page, email: string): Promise<void> {
  const dialog = await openSignUp(page, email);
  await fillSignUpForm(dialog);
  await dialog.getByRole("button", { name: "Create account" }).click();
  await expect(dialog.getByText(/We've sent an activation link to/)).toBeVisible();
}
