import { configure, screen, waitFor, within } from "@testing-library/react";
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

it("checks the form before registering: the error summary takes focus and links to each field", async () => {
  const { user, calls } = renderSignUp({});
  await openSignUp(user);
  await user.click(screen.getByRole("button", { name: "Create account" }));
  const summary = screen.getByTestId("error-summary");
  await waitFor(() => expect(document.activeElement).toBe(summary));
  expect(within(summary).getByRole("heading", { name: "There is a problem" })).toBeTruthy();
  const links = within(summary).getAllByRole("link");
  // In the form's order, the field's own error under it too.
  expect(links.map((a) => a.textContent)).toEqual([
    "Your password does not meet the rules below.",
    "First name is required.",
    "Last name is required.",
    expect.any(String),
    "Mobile number is required.",
    "Street is required.",
    "Suburb is required.",
    "Postcode is required.",
    "Choose a security question.",
    "Security answer is required.",
    "Please accept the terms and conditions.",
    "Please accept the privacy policy.",
  ]);
  expect(screen.getAllByText("Please accept the privacy policy.")).toHaveLength(2);
  await user.click(within(summary).getByRole("link", { name: "Postcode is required." }));
  expect(document.activeElement).toBe(screen.getByLabelText("Postcode"));
  await user.click(within(summary).getByRole("link", { name: "Please accept the terms and conditions." }));
  expect(document.activeElement).toBe(screen.getByLabelText("I accept the terms and conditions"));
  expect(calls).not.toContain("POST /user/register");
  // A second refused submit takes focus back to the summary.
  await user.click(screen.getByRole("button", { name: "Create account" }));
  await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId("error-summary")));
}, 20_000);

it("lays the steps out as an ordered list, the current one marked, and focuses each new step's heading", async () => {
  const { user } = renderSignUp({
    "POST /user/register": { body: { playerId: "P9", verification_status: "passed" } },
  });
  await openSignUp(user);
  const steps = screen.getByRole("list", { name: "Sign-up steps" });
  const items = within(steps).getAllByRole("listitem");
  expect(items.map((li) => li.textContent)).toEqual(["1Your details", "2Identity check", "3Activate"]);
  expect(items[0]!.getAttribute("aria-current")).toBe("step");
  await fillDetails(user, "Player");
  await user.click(screen.getByRole("button", { name: "Create account" }));
  const heading = await screen.findByRole("heading", { name: "Activate" });
  await waitFor(() => expect(document.activeElement).toBe(heading));
  expect(within(steps).getAllByRole("listitem")[2]!.getAttribute("aria-current")).toBe("step");
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
