/** A complete, valid `POST /user/register` body for Jo Citizen; tests override the fields they probe. */
export const signUpBody = (over: Record<string, unknown> = {}) => ({
  email: "Jo.Citizen@example.test",
  password: "Correct-Horse-9",
  firstname: "Jo",
  lastname: "Citizen",
  date_of_birth: "1990-05-17",
  mobile: "0412345678",
  address: { street: "2 Hay St", suburb: "Perth", postcode: "6000", state: "WA" },
  security_question_id: 3,
  security_answer: "Perth",
  terms_and_conditions_accepted: true,
  privacy_policy_accepted: true,
  ...over,
});
