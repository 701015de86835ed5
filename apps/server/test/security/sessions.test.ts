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

const changePassword = (auth: string, current: string, next: string) =>
  call(app, {
    method: "POST",
    url: "/api/v1/user/change-password",
    payload: { current_password: current, new_password: next },
    headers: { authorization: auth },
  });

it("changing the password ends every OTHER session of the player; the one that changed it goes on", async () => {
  const email = await addPlayer(app, "changes-password");
  const here = await loginAs(app, email, OTHER_PASSWORD);
  const elsewhere = await loginAs(app, email, OTHER_PASSWORD);
  const bystander = await loginAs(app, await addPlayer(app, "change-bystander"), OTHER_PASSWORD);
  expect((await changePassword(here, OTHER_PASSWORD, "Changed-Once-2026")).status).toBe(200);
  expect((await balance(here)).status).toBe(200);
  const ended = await balance(elsewhere);
  expect(ended.status).toBe(401);
  expect(ended.body.code).toBe("SESSION_EXPIRED");
  expect((await balance(bystander)).status).toBe(200);
  // A later change from a new session ends the one kept before.
  const fresh = await loginAs(app, email, "Changed-Once-2026");
  expect((await changePassword(fresh, "Changed-Once-2026", "Changed-Twice-2026")).status).toBe(200);
  expect((await balance(fresh)).status).toBe(200);
  expect((await balance(here)).status).toBe(401);
});

it("closing the account ends every session of the player", async () => {
  const email = await addPlayer(app, "closes-account");
  const here = await loginAs(app, email, OTHER_PASSWORD);
  const elsewhere = await loginAs(app, email, OTHER_PASSWORD);
  const closed = await call(app, {
    method: "POST",
    url: "/api/v1/user/close-account",
    payload: { password: OTHER_PASSWORD },
    headers: { authorization: here },
  });
  expect(closed.status).toBe(200);
  for (const auth of [here, elsewhere]) expect((await balance(auth)).status).toBe(401);
});
