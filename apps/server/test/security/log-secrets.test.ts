import { Writable } from "node:stream";
import { addCardEndpoint, depositByCardEndpoint, SANDBOX_CARD_TOKENS_PATH } from "@lotto/api";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAIL, DEMO_PASSWORD } from "../../src/accounts/demo";
import { buildApp, loggerOptions } from "../../src/app";
import { loadEnv } from "../../src/config/env";
import { type Database, openDatabase } from "../../src/db";
import * as schema from "../../src/db/schema";
import { sandboxCardGateway } from "../../src/payments/card-gateway";
import { call, TestClock } from "../helper";

/** Every pino line the app writes, at the most verbose level. */
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    done();
  },
});

const CARD = "4111111111111111";
const CVV = "9174";
/** A card whose charge hits a gateway outage (an unhandled error: the 500 path logs it). */
const FAILING_CARD = "5555555555554444";
const SIGN_UP_PASSWORD = "Sign-Up-Secret-77";
const NEW_PASSWORD = "Changed-Secret-88";
const ANSWER = "Zebra-Answer-Quokka";

/** Everything each shop route (under /api) received: url, query, headers and parsed body. */
const shopRequests: string[] = [];
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  const env = loadEnv({ LOG_LEVEL: "trace", AUTH_RATE_LIMIT: "10000", DEV_MAILBOX: "true" });
  database = await openDatabase({ memory: true });
  app = await buildApp({
    env,
    database,
    closeDatabase: true,
    clock: new TestClock(),
    logger: { ...(loggerOptions("trace") as object), stream },
    adapters: {
      cardGateway: {
        ...sandboxCardGateway,
        redeem: async (singleUseToken) => {
          const card = await sandboxCardGateway.redeem(singleUseToken);
          if (card?.last4 === FAILING_CARD.slice(-4)) failingTokens.add(card.token);
          return card;
        },
        charge: async (token, amount, reference) => {
          if (!failingTokens.has(token)) return sandboxCardGateway.charge(token, amount, reference);
          throw new Error(`gateway 503 charging ${token}`);
        },
      },
    },
  });
  app.addHook("preHandler", async (request) => {
    if (request.url.startsWith("/api/")) {
      shopRequests.push(JSON.stringify([request.url, request.query, request.headers, request.body]));
    }
  });
  await app.ready();
});
/** Reusable tokens of the failing card, learnt when the sandbox redeems them. */
const failingTokens = new Set<string>();
afterAll(() => app.close());

const post = (url: string, payload: unknown, authorization?: string) =>
  call(app, {
    method: "POST",
    url: `/api/v1${url}`,
    payload: payload as object,
    headers: authorization ? { authorization } : {},
  });
const login = async (username: string, password: string) => {
  const res = await post("/auth/login", { username, password, version: 2 });
  return { res, auth: `JWT ${res.body.data?.token as string}` };
};

describe("pino output carries no secrets (R-SERVER: logs via pino, no secrets or card numbers)", () => {
  const secrets = new Set<string>([
    DEMO_PASSWORD,
    SIGN_UP_PASSWORD,
    NEW_PASSWORD,
    ANSWER,
    CARD,
    FAILING_CARD,
  ]);

  it("logs login, registration, activation, card deposit and password change without any of them", async () => {
    expect((await login(DEMO_EMAIL, "Wrong-Guess-123")).res.status).toBe(401);
    const demo = await login(DEMO_EMAIL, DEMO_PASSWORD);
    expect(demo.res.status).toBe(200);
    secrets.add(demo.auth.slice(4));

    const registered = await post("/user/register", {
      email: "logs@x.test",
      password: SIGN_UP_PASSWORD,
      firstname: "Log",
      lastname: "Tester",
      date_of_birth: "1985-02-03",
      mobile: "0400111222",
      address: { street: "1 St", suburb: "Perth", postcode: "6000", state: "WA" },
      security_question_id: 1,
      security_answer: ANSWER,
      terms_and_conditions_accepted: true,
      privacy_policy_accepted: true,
    });
    expect(registered.status).toBe(200);
    const mailbox = await call(app, { method: "GET", url: "/dev/mailbox.json" });
    const link = new URL(mailbox.body[0].link as string);
    const activationToken = link.searchParams.get("token") as string;
    secrets.add(activationToken);
    // The web page with the token in its query is requested too, then the API activation.
    await app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect((await post("/user/activate", { token: activationToken })).status).toBe(200);
    const player = await login("logs@x.test", SIGN_UP_PASSWORD);
    secrets.add(player.auth.slice(4));

    // The browser's card flows: tokenise with the gateway, then only the token goes to the API.
    shopRequests.length = 0;
    const tokenise = async (number: string) => {
      const res = await call(app, {
        method: "POST",
        url: SANDBOX_CARD_TOKENS_PATH,
        payload: { number, expiry: "12/30", cvv: CVV },
      });
      expect(res.status).toBe(200);
      return res.body.token as string;
    };
    const deposited = await post(
      depositByCardEndpoint.path,
      { amount: 1_000, card_token: await tokenise(CARD), save_card: true },
      player.auth,
    );
    expect(deposited.status).toBe(200);
    expect((await post(addCardEndpoint.path, { card_token: await tokenise(CARD) }, player.auth)).status).toBe(
      200,
    );
    const failing = await post(
      depositByCardEndpoint.path,
      { amount: 1_000, card_token: await tokenise(FAILING_CARD) },
      player.auth,
    );
    expect(failing.status).toBe(500);
    const luhn = await call(app, {
      method: "POST",
      url: SANDBOX_CARD_TOKENS_PATH,
      payload: { number: "4111111111111112", expiry: "12/30", cvv: CVV },
    });
    expect(luhn.status).toBe(400);
    expect(shopRequests.length).toBeGreaterThanOrEqual(3);
    const reached = shopRequests.filter((r) =>
      [CARD, FAILING_CARD, "4111111111111112", CVV].some((s) => r.includes(s)),
    );
    expect(reached).toEqual([]);
    // Bad input that echoes a secret back in a field the schema refuses.
    expect((await post("/auth/login", { username: DEMO_EMAIL, password: 12, version: CARD })).status).toBe(
      400,
    );

    const change = { current_password: SIGN_UP_PASSWORD, new_password: NEW_PASSWORD };
    expect((await post("/user/change-password", change, player.auth)).status).toBe(200);
    const question = { password: NEW_PASSWORD, security_question_id: 2, security_answer: ANSWER };
    expect((await post("/user/security-question", question, player.auth)).status).toBe(200);

    expect(lines.length).toBeGreaterThan(20);
    expect(lines.some((line) => line.includes('"statusCode":500'))).toBe(true);
    expect(lines.some((line) => line.includes("unhandled error"))).toBe(true);
    const leaks = lines.flatMap((line) =>
      [...secrets].filter((secret) => line.includes(secret)).map((secret) => `${secret} in ${line}`),
    );
    expect(leaks).toEqual([]);
    expect(lines.filter((line) => line.includes(CVV) || line.includes("4111111111111112"))).toEqual([]);
    // No table holds a card number or CVV (only brand, last four, expiry and the gateway's token).
    const names = Object.values(schema as Record<string, unknown>)
      .filter((t): t is PgTable => is(t, PgTable))
      .map((t) => getTableName(t));
    for (const name of names) {
      const rows = await database.db.execute(sql.raw(`SELECT row_to_json(t)::text AS row FROM "${name}" t`));
      const text = JSON.stringify((rows as unknown as { rows: unknown[] }).rows);
      for (const secret of [CARD, FAILING_CARD, `"${CVV}"`]) expect(text, name).not.toContain(secret);
    }
    // No token-shaped string at all (three base64url parts, the JWT header starting "eyJ").
    expect(lines.filter((line) => /eyJ[\w-]+\.[\w-]+\.[\w-]+/.test(line))).toEqual([]);
  });
});
