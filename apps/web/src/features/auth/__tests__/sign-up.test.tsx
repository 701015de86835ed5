import { configure, screen, waitFor } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { beforeEach, expect, it } from "vitest";
import type { FakeApiRoutes } from "@/testing/fake-api";
import { credentials, QUESTIONS, renderLoginOverlay } from "./render-login-overlay";

function renderSignUp(routes: FakeApiRoutes) {
  return renderLoginOverlay({
    "POST /user/check-credentials": credentials({ available: true }),
    "GET /user/security-questions": { body: QUESTIONS },
    ...routes,
  });
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>, lastname: string) {
  await user.type(screen.getByLabelText("Password"), "Lucky-Numbers-2026");
  await user.type(screen.getByLabelText("First name"), "Sam");
  await user.type(screen.getByLabelText("Last name"), lastname);
  await user.type(screen.getByLabelText("Date of birth (DD/MM/YYYY)"), "5/3/1990");
  await user.type(screen.getByLabelText("Mobile number"), "0412345678");
  await user.type(screen.getByLabelText("Street address"), "1 Hay Street");
  await user.type(screen.getByLabelText("Suburb"), "Perth");
  await user.type(screen.getByLabelText("Postcode"), "6000");
  await user.selectOptions(screen.getByLabelText("Security question"), "1");
  await user.type(screen.getByLabelText("Security answer"), "Rex");
  await user.click(screen.getByLabelText("I accept the terms and conditions"));
  await user.click(screen.getByLabelText("I accept the privacy policy"));
}

async function openSignUp(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Email address"), "new.player@example.com");
  await user.click(screen.getByRole("button", { name: "Continue" }));
  expect(await screen.findByRole("heading", { name: "Sign Up" })).toBeTruthy();
  await screen.findByRole("option", { name: QUESTIONS[0]!.question });
}

// Generous waits: these journeys type many fields and the CI cores are shared.
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => sessionStorage.clear());

it("checks the form before registering: password rules, terms and privacy", async () => {
  const { user, calls } = renderSignUp({});
  await openSignUp(user);
  await user.click(screen.getByRole("button", { name: "Create account" }));
  expect(screen.getByText("Your password does not meet the rules below.")).toBeTruthy();
  expect(screen.getByText("Please accept the terms and conditions.")).toBeTruthy();
  expect(screen.getByText("Please accept the privacy policy.")).toBeTruthy();
  expect(calls).not.toContain("POST /user/register");
}, 20_000);

it("restarts at step 0 with the spec's text when verification fails", async () => {
  const { user } = renderSignUp({
    "POST /user/register": { body: { playerId: "P9", verification_status: "failed" } },
  });
  await openSignUp(user);
  await fillDetails(user, "Unverified");
  await user.click(screen.getByRole("button", { name: "Create account" }));
  expect(
    await screen.findByText("There was an error initialising the verification service. Please try again."),
  ).toBeTruthy();
  expect(screen.getByRole("button", { name: "Create account" })).toBeTruthy();
}, 20_000);

it("registers, passes verification and offers to resend the activation email", async () => {
  const bodies: unknown[] = [];
  const { user } = renderSignUp({
    "POST /user/register": (body) => {
      bodies.push(body);
      return { body: { playerId: "P9", verification_status: "passed" } };
    },
    "POST /user/register/resend-activation-email": { body: { ok: true } },
  });
  await openSignUp(user);
  await fillDetails(user, "Player");
  await user.click(screen.getByRole("button", { name: "Create account" }));
  expect(await screen.findByText(/We've sent an activation link to/)).toBeTruthy();
  expect(screen.queryByText(/we will check your identity/)).toBeNull();
  expect(bodies[0]).toMatchObject({ date_of_birth: "1990-03-05", security_question_id: 1 });
  await user.click(screen.getByRole("button", { name: "Resend activation email" }));
  await waitFor(() =>
    expect(screen.getByText("Activation email sent. Please check your inbox.")).toBeTruthy(),
  );
}, 20_000);

it("says a person will check the identity when sign-up goes to review (docs/identity.md)", async () => {
  const { user } = renderSignUp({
    "POST /user/register": { body: { playerId: "P9", verification_status: "review" } },
  });
  await openSignUp(user);
  await fillDetails(user, "Player");
  await user.click(screen.getByRole("button", { name: "Create account" }));
  expect(await screen.findByText(/We've sent an activation link to/)).toBeTruthy();
  expect(
    screen.getByText(
      "Once your account is activated we will check your identity, and email you as soon as you can play.",
    ),
  ).toBeTruthy();
}, 20_000);
