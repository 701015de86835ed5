import { PRS_MISMATCH } from "@lotto/api";
import { configure, screen } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { beforeEach, expect, it } from "vitest";
import type { FakeApiRoutes } from "@/testing/fake-api";
import { credentials, QUESTIONS, renderLoginOverlay } from "./render-login-overlay";

function renderUpgrade(routes: FakeApiRoutes) {
  return renderLoginOverlay({
    "POST /user/check-credentials": credentials({ is_prs_account: true }),
    "GET /user/security-questions": { body: QUESTIONS },
    ...routes,
  });
}

async function openUpgrade(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Email address"), "instore@playonline.test");
  await user.click(screen.getByRole("button", { name: "Continue" }));
  expect(await screen.findByRole("heading", { name: "Upgrade your account" })).toBeTruthy();
  await screen.findByRole("option", { name: QUESTIONS[0]!.question });
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("In-store card number"), "6000 1234 5678");
  await user.type(screen.getByLabelText("Date of birth (DD/MM/YYYY)"), "15/06/1975");
  await user.type(screen.getByLabelText("New password"), "Shop-To-Online-7");
  await user.selectOptions(screen.getByLabelText("Security question"), "1");
  await user.type(screen.getByLabelText("Security answer"), "Rex");
  await user.click(screen.getByLabelText("I accept the terms and conditions"));
  await user.click(screen.getByLabelText("I accept the privacy policy"));
}

configure({ asyncUtilTimeout: 5000 });
beforeEach(() => sessionStorage.clear());

it("checks the form before upgrading: card number, password rules, terms", async () => {
  const { user, calls } = renderUpgrade({});
  await openUpgrade(user);
  await user.click(screen.getByRole("button", { name: "Upgrade account" }));
  expect(screen.getByText("Card number must be the 12 digits on your in-store card.")).toBeTruthy();
  expect(screen.getByText("Your password does not meet the rules below.")).toBeTruthy();
  expect(screen.getByText("Please accept the terms and conditions.")).toBeTruthy();
  expect(calls).not.toContain("POST /user/upgrade-prs");
}, 20_000);

it("shows the server's refusal of a wrong proof and stays on the form", async () => {
  const { user } = renderUpgrade({
    "POST /user/upgrade-prs": { status: 422, body: { ...PRS_MISMATCH } },
  });
  await openUpgrade(user);
  await fill(user);
  await user.click(screen.getByRole("button", { name: "Upgrade account" }));
  expect(await screen.findByText(PRS_MISMATCH.message)).toBeTruthy();
  expect(screen.getByRole("button", { name: "Upgrade account" })).toBeTruthy();
}, 20_000);

it("sends the proof and the online details, then leads to Log In with the email kept", async () => {
  let body: unknown;
  const { user } = renderUpgrade({
    "POST /user/upgrade-prs": (sent) => {
      body = sent;
      return { body: { ok: true } };
    },
  });
  await openUpgrade(user);
  await fill(user);
  await user.click(screen.getByRole("button", { name: "Upgrade account" }));
  expect(await screen.findByText(/Your account is upgraded/)).toBeTruthy();
  expect(body).toEqual({
    email: "instore@playonline.test",
    card_number: "600012345678",
    date_of_birth: "1975-06-15",
    password: "Shop-To-Online-7",
    security_question_id: 1,
    security_answer: "Rex",
    terms_and_conditions_accepted: true,
    privacy_policy_accepted: true,
  });
  await user.click(screen.getByRole("button", { name: "Log In" }));
  expect(await screen.findByRole("heading", { name: "Log In" })).toBeTruthy();
  expect((screen.getByLabelText("Email address") as HTMLInputElement).value).toBe("instore@playonline.test");
}, 20_000);
