import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAIL } from "../../src/accounts/demo";
import { parseCli } from "../../src/cli-args";
import { MAX_MAIL_ATTEMPTS } from "../../src/mail/mail-backoff";
import { listUnsentMail, retryDueMail } from "../../src/mail/mail-retry";
import type { Mail } from "../../src/mail/mailer";
import { build, call, operatorToken, type TestApp } from "../helper";

// Mail that cannot be sent stays in the outbox and is retried with backoff (a minute, doubling, at
// most an hour), visible to the operator (`npm run draw -- mail:list`) until sent or given up.
let failing = true;
const delivered: Mail[] = [];
let app: TestApp;
beforeAll(async () => {
  const mailer = {
    deliver: async (mail: Mail) => {
      if (failing) throw new Error("SMTP 421 try again later");
      delivered.push(mail);
    },
  };
  app = await build({ mailer });
});
afterAll(() => app.close());

const askReset = () =>
  call(app, {
    method: "POST",
    url: "/api/v1/user/reset-password",
    payload: { email_address: DEMO_EMAIL, security_answer: "Rex" },
  });

describe("mail retry", () => {
  it("keeps a failed email, retries it when due with a growing delay, then sends it", async () => {
    const start = app.testClock.now();
    expect((await askReset()).status).toBe(200); // the player is not told about SMTP trouble
    let [mail] = await listUnsentMail(app.db);
    expect(mail).toMatchObject({
      to: DEMO_EMAIL,
      attempts: 1,
      state: "retrying",
      last_error: "SMTP 421 try again later",
      next_attempt_at: start.add({ minutes: 1 }).toString(),
    });
    expect(await retryDueMail(app.mail)).toBe(0); // not due yet: nothing tried
    expect((await listUnsentMail(app.db))[0]?.attempts).toBe(1);
    app.testClock.advance({ minutes: 1 });
    expect(await retryDueMail(app.mail)).toBe(0);
    [mail] = await listUnsentMail(app.db);
    expect(mail).toMatchObject({
      attempts: 2,
      next_attempt_at: app.testClock.now().add({ minutes: 2 }).toString(),
    });
    failing = false;
    app.testClock.advance({ minutes: 2 });
    expect(await retryDueMail(app.mail)).toBe(1);
    expect(delivered.map((m) => m.to)).toEqual([DEMO_EMAIL]);
    expect(delivered[0]?.link).toContain("/reset-password?token=");
    expect(await listUnsentMail(app.db)).toEqual([]);
    expect(await retryDueMail(app.mail)).toBe(0); // sent once, never again
  });

  it(`gives up after ${MAX_MAIL_ATTEMPTS} attempts and leaves the email listed for the operator`, async () => {
    failing = true;
    await askReset();
    for (let i = 1; i < MAX_MAIL_ATTEMPTS; i++) {
      app.testClock.advance({ hours: 1 });
      await retryDueMail(app.mail);
    }
    const [mail] = await listUnsentMail(app.db);
    expect(mail).toMatchObject({ attempts: MAX_MAIL_ATTEMPTS, state: "given_up", next_attempt_at: null });
    app.testClock.advance({ hours: 5 });
    expect(await retryDueMail(app.mail)).toBe(0);
    expect((await listUnsentMail(app.db))[0]?.attempts).toBe(MAX_MAIL_ATTEMPTS);
  });

  it("mail:list shows the unsent mail through the operator endpoint, without links", async () => {
    expect(parseCli(["mail:list"])).toEqual({ command: "mail:list", flags: {} });
    const res = await app.operatorApp.inject({
      method: "GET",
      url: "/api/v1/operator/mail",
      headers: { "x-operator-token": operatorToken(app) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.mail[0]).toMatchObject({ to: DEMO_EMAIL, state: "given_up" });
    expect(res.body).not.toContain("token=");
  });
});
