import { afterAll, beforeAll, expect, it } from "vitest";
import { DEMO_EMAIL } from "../../src/accounts/demo";
import { build, call, loginAs, type TestApp } from "../helper";
import { addPlayer, OTHER_PASSWORD } from "../second-player";

let app: TestApp;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const balance = (auth: string) =>
  call(app, { method: "GET", url: "/api/v1/user/balances", headers: { authorization: auth } });

it("a password reset ends every session of the player (others keep theirs); the new password logs in", async () => {
  const phone = await loginAs(app);
  const laptop = await loginAs(app);
  const other = await loginAs(app, await addPlayer(app, "reset-bystander"), OTHER_PASSWORD);
  expect((await balance(phone)).status).toBe(200);
  const asked = await call(app, {
    method: "POST",
    url: "/api/v1/user/reset-password",
    payload: { email_address: DEMO_EMAIL, security_answer: "Rex" },
  });
  expect(asked.status).toBe(200);
  // Asking for a link changes nothing yet: the sessions still work.
  expect((await balance(laptop)).status).toBe(200);
  // Newest first.
  const mail = (
    (await app.inject({ method: "GET", url: "/dev/mailbox.json" })).json() as { link: string }[]
  ).find((m) => m.link?.includes("reset-password"));
  const token = new URL(mail?.link ?? "http://x").searchParams.get("token");
  const confirmed = await call(app, {
    method: "POST",
    url: "/api/v1/user/reset-password/confirm",
    payload: { reset_token: token, password: "Fresh-Start-2026" },
  });
  expect(confirmed.status).toBe(200);
  for (const old of [phone, laptop]) {
    const res = await balance(old);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("SESSION_EXPIRED");
  }
  expect((await balance(other)).status).toBe(200);
  const fresh = await loginAs(app, DEMO_EMAIL, "Fresh-Start-2026");
  expect((await balance(fresh)).status).toBe(200);
});
