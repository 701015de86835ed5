import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { loadEnv } from "../../src/config/env";
import { StartupError } from "../../src/config/startup-error";
import { consoleMailLine, createMailer } from "../../src/mail/mailer";
import { build, call, type TestApp } from "../helper";

// docs/security.md "Dev mailbox": off unless DEV_MAILBOX=true, loopback only, never in production;
// without SMTP each email is one console line with its link, so a newcomer can still activate.
const printed: string[] = [];
let app: TestApp;
let withMailbox: TestApp;
beforeAll(async () => {
  const env = { DEV_MAILBOX: "" };
  app = await build({ env, mailer: createMailer(loadEnv({}), (line) => printed.push(line)) });
  withMailbox = await build({ env: { DEV_MAILBOX: "true", TRUST_PROXY: "1" } });
});
afterAll(async () => {
  await withMailbox.close();
  await app.close();
});

const signUp = (target: TestApp, email: string) =>
  call(target, {
    method: "POST",
    url: "/api/v1/user/register",
    payload: {
      email,
      password: "Newcomer-Pass-2026",
      firstname: "Nia",
      lastname: "Newcomer",
      date_of_birth: "1990-05-05",
      mobile: "0412345678",
      address: { street: "3 Hay Street", suburb: "Perth", postcode: "6000", state: "WA" },
      security_question_id: 1,
      security_answer: "Rex",
      terms_and_conditions_accepted: true,
      privacy_policy_accepted: true,
    },
  });

describe("dev mailbox", () => {
  it("is not served unless DEV_MAILBOX=true, even on the embedded database", async () => {
    for (const url of ["/dev/mailbox", "/dev/mailbox.json"]) {
      expect((await app.inject({ method: "GET", url })).statusCode).toBe(404);
    }
  });

  it("with DEV_MAILBOX=true answers loopback clients only, whatever X-Forwarded-For says", async () => {
    const local = await withMailbox.inject({ method: "GET", url: "/dev/mailbox.json" });
    expect(local.statusCode).toBe(200);
    expect(local.headers["cache-control"]).toBe("no-store");
    for (const url of ["/dev/mailbox", "/dev/mailbox.json"]) {
      const remote = await withMailbox.inject({
        method: "GET",
        url,
        remoteAddress: "203.0.113.7",
        headers: { "x-forwarded-for": "127.0.0.1" },
      });
      expect(remote.statusCode).toBe(404);
      expect(remote.body).not.toContain("@");
    }
  });

  it("is refused at start in production mode, before anything is opened", async () => {
    const env = loadEnv({ NODE_ENV: "production", DEV_MAILBOX: "true", SMTP_URL: "smtp://127.0.0.1:4409" });
    await expect(buildApp({ env })).rejects.toThrow(StartupError);
    await expect(buildApp({ env })).rejects.toThrow(/DEV_MAILBOX/);
  });
});

describe("console mail transport (no SMTP_URL)", () => {
  it("prints one line per email with its link, and that link activates the new account", async () => {
    const email = "newcomer@example.test";
    expect((await signUp(app, email)).status).toBeLessThan(300);
    const line = printed.find((l) => l.includes(email));
    expect(line).toMatch(/^mail to newcomer@example\.test: ".+" http:\/\/\S+\/activate\?token=\S+$/);
    expect(line?.split("\n")).toHaveLength(1);
    const token = new URL(line?.split(" ").at(-1) ?? "http://x").searchParams.get("token");
    const activated = await call(app, { method: "POST", url: "/api/v1/user/activate", payload: { token } });
    expect(activated.status).toBe(200);
    const login = await call(app, {
      method: "POST",
      url: "/api/v1/auth/login",
      payload: { username: email, password: "Newcomer-Pass-2026", version: 2 },
    });
    expect(login.status).not.toBe(401);
    expect(consoleMailLine({ to: "a@b.c", subject: "S", body: "B" })).toBe('mail to a@b.c: "S"');
  });

  it("production mode refuses to start without SMTP_URL (links would only reach the log)", async () => {
    const env = loadEnv({ NODE_ENV: "production" });
    await expect(buildApp({ env })).rejects.toThrow(/SMTP_URL/);
  });
});
