import { NAME_TEXT } from "@lotto/core";
import { describe, expect, it } from "vitest";
import { call, demoPlayerApp } from "../helper";

// Names are written into emails: a link, markup or a line break in one reached every mail we sent.
const player = demoPlayerApp();
const signUp = (firstname: string, lastname: string) =>
  call(player.app, {
    method: "POST",
    url: "/api/v1/user/register",
    payload: {
      email: `names-${Math.random().toString(36).slice(2)}@example.test`,
      password: "Correct-Horse-9",
      firstname,
      lastname,
      date_of_birth: "1990-05-17",
      mobile: "0412345678",
      address: { street: "2 Hay St", suburb: "Perth", postcode: "6000", state: "WA" },
      security_question_id: 3,
      security_answer: "Perth",
      terms_and_conditions_accepted: true,
      privacy_policy_accepted: true,
    },
  });

describe("names keep to a name's characters (docs/security.md Names)", () => {
  it.each([
    ["Visit www.win-now.com", "Player", "firstname", "First name"],
    ["Sam", "<a href=x>Player</a>", "lastname", "Last name"],
    ["Sam\r\nBcc: all@example.test", "Player", "firstname", "First name"],
    ["Sam", "https://evil.test/x", "lastname", "Last name"],
  ] as const)("sign-up refuses %j %j, naming the field", async (first, last, key, field) => {
    const res = await signUp(first, last);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`${key}: ${NAME_TEXT.characters(field)}`);
  });

  it("account edit refuses the same and keeps a name of any script", async () => {
    const bad = await player.send("POST", "/user/update-details", { lastname: "Player <script>" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(`lastname: ${NAME_TEXT.characters("Last name")}`);
    const long = await player.send("POST", "/user/update-details", { firstname: "a".repeat(51) });
    expect(long.body.message).toBe(`firstname: ${NAME_TEXT.tooLong("First name")}`);
    const good = await player.send("POST", "/user/update-details", {
      firstname: " Zoë ",
      lastname: "O'Brien-Nguyễn",
    });
    expect(good.status).toBe(200);
    const details = await player.send("GET", "/user/details");
    expect(details.body.data.userDtls).toMatchObject({ firstname: "Zoë", lastname: "O'Brien-Nguyễn" });
  });
});
