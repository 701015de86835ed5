import { expect, it } from "vitest";
import { instantOf } from "@/lib/instant";
import { emptySignUpForm, registerBodyOf, signUpErrors } from "./sign-up-form";

const today = instantOf("2026-11-23T04:00:00Z").toZonedDateTimeISO("Australia/Perth").toPlainDate();
const valid = {
  ...emptySignUpForm(" new@example.com "),
  password: "Lucky-Numbers-2026",
  firstname: " Sam ",
  lastname: "Player",
  dateOfBirth: "5/3/1990",
  mobile: "0412 345 678",
  street: "1 Hay Street",
  suburb: "Perth",
  postcode: "6000",
  securityQuestionId: "2",
  securityAnswer: " Rex ",
  termsAccepted: true,
  privacyAccepted: true,
};

it("accepts a complete form and builds the register body in the wire shapes", () => {
  expect(signUpErrors(valid, today)).toEqual({});
  expect(registerBodyOf(valid, today)).toMatchObject({
    email: "new@example.com",
    firstname: "Sam",
    date_of_birth: "1990-03-05",
    mobile: "0412345678",
    security_question_id: 2,
    security_answer: "Rex",
    terms_and_conditions_accepted: true,
    privacy_policy_accepted: true,
  });
});

it("names each missing or invalid part with its message", () => {
  const errors = signUpErrors(
    { ...valid, email: "x", password: "short1!", dateOfBirth: "1/1/2999", termsAccepted: false, suburb: " " },
    today,
  );
  expect(errors).toEqual({
    email: "Please enter a valid email address.",
    password: "Your password does not meet the rules below.",
    dateOfBirth: "Date of birth cannot be in the future.",
    termsAccepted: "Please accept the terms and conditions.",
    suburb: "Suburb is required.",
  });
});

it("shows core's name rule on the name fields: a web address or markup is refused, any script kept", () => {
  const errors = signUpErrors({ ...valid, firstname: "www.win-now.com", lastname: "<b>Player</b>" }, today);
  expect(errors).toEqual({
    firstname: "First name may only contain letters, spaces, hyphens, apostrophes and full stops.",
    lastname: "Last name may only contain letters, spaces, hyphens, apostrophes and full stops.",
  });
  expect(signUpErrors({ ...valid, firstname: "Zoë-Anne", lastname: "Nguyễn" }, today)).toEqual({});
  expect(signUpErrors({ ...valid, firstname: " " }, today)).toEqual({ firstname: "First name is required." });
});
