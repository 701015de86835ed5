import { type APIRequestContext, expect } from "@playwright/test";
import { readMailbox } from "./mailbox";

/** A fresh player's credentials; journeys that change an account never touch the shared demo player. */
export interface NewPlayer {
  email: string;
  password: string;
  firstname: string;
}

/** A unique email per call, so parallel journeys and reruns never collide. */
export const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@playonline.test`;

/** The sign-up details every fresh player uses (the sandbox verifier passes any last name but "Unverified"). */
export const NEW_PLAYER_DETAILS = {
  password: "Fresh-Player-2026!",
  firstname: "Casey",
  lastname: "Newman",
  dateOfBirth: "1/2/1990",
  securityAnswer: "Rex",
} as const;

/** The newest link the dev mailbox holds for `to` whose URL contains `path`. */
export async function mailLink(request: APIRequestContext, to: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await readMailbox(request)).find((m) => m.to === to && m.link?.includes(path))?.link;
      return link;
    })
    .toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

/** Registers a player through the API, leaving the activation email in the dev mailbox; returns the email. */
export async function registerPlayer(request: APIRequestContext, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  const register = await request.post("/api/v1/user/register", {
    data: {
      email,
      password: NEW_PLAYER_DETAILS.password,
      firstname: NEW_PLAYER_DETAILS.firstname,
      lastname: NEW_PLAYER_DETAILS.lastname,
      date_of_birth: "1990-02-01",
      mobile: "0412345678",
      address: { street: "1 Hay Street", suburb: "Perth", postcode: "6000", state: "WA" },
      security_question_id: 1,
      security_answer: NEW_PLAYER_DETAILS.securityAnswer,
      terms_and_conditions_accepted: true,
      privacy_policy_accepted: true,
    },
  });
  expect(register.ok(), await register.text()).toBe(true);
  return email;
}

/** Registers and activates a player through the API (the sign-up journey covers doing it in the UI). */
export async function createActivatedPlayer(request: APIRequestContext, tag: string): Promise<NewPlayer> {
  const email = await registerPlayer(request, tag);
  const link = await mailLink(request, email, "/activate");
  const token = new URL(link, "http://x").searchParams.get("token");
  const activate = await request.post("/api/v1/user/activate", { data: { token } });
  expect(activate.ok(), await activate.text()).toBe(true);
  return { email, password: NEW_PLAYER_DETAILS.password, firstname: NEW_PLAYER_DETAILS.firstname };
}
