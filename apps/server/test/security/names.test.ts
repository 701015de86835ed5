import { NAME_TEXT } from "@lotto/core";
import { describe, expect, it } from "vitest";
import { call, demoPlayerApp } from "../helper";
import { signUpBody } from "../sign-up-body";

// Names are written into emails: a link, markup or a line break in one reached every mail we sent.
const player = demoPlayerApp();
const signUp = (firstname: string, lastname: string) =>
  call(player.app, {
    method: "POST",
    url: "/api/v1/user/register",
    payload: signUpBody({
      email: `names-${Math.random().toString(36).slice(2)}@example.test`,
      firstname,
      lastname,
    }),
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
