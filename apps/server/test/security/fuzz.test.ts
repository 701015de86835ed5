import * as api from "@lotto/api";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "../../src/db/schema";
import { OPERATOR_TOKEN_HEADER } from "../../src/operator/operator-token";
import { build, loginAs, operatorToken as serverTokenOf, type TestApp } from "../helper";
import { signUpBody } from "../sign-up-body";
import { expectNoServerError, hostileRequest } from "./hostile-request";
import { registeredRoutes } from "./registered-routes";

let app: TestApp;
let auth: string;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());
beforeEach(async () => {
  // Password fuzzing may lock the demo player (more than 5 wrong): every route starts unlocked.
  app.testClock.advance({ minutes: 31 });
  auth = await loginAs(app);
});

/**
 * A route the fuzzer attacks; `operator` ones live on the operator listener and are also tried with
 * the server's operator token.
 */
interface Target {
  method: api.EndpointDef["method"];
  path: string;
  keys: string[];
  operator?: boolean;
}

/** The operator listener's routes: the operator API and the bank adapter's endpoint. */
const onOperatorListener = (path: string) =>
  path.startsWith("/api/v1/operator/") || path === `/api/v1${api.bankCreditEndpoint.path}`;

/** Field names of a body or query schema (objects, and every option of a union). */
function keysOf(schemaDef: unknown): string[] {
  const s = schemaDef as { entries?: Record<string, unknown>; options?: unknown[] } | undefined;
  if (s?.entries) return Object.keys(s.entries);
  if (s?.options) return s.options.flatMap(keysOf);
  return [];
}

/** Every endpoint of the contract: each `*Endpoint` export of @lotto/api, so none can be forgotten. */
const contract: Target[] = Object.entries(api)
  .filter(([name, value]) => name.endsWith("Endpoint") && typeof value === "object" && "method" in value)
  .map(([, value]) => value as api.EndpointDef)
  .map((endpoint) => ({
    method: endpoint.method,
    path: `/api/v1${endpoint.path}`,
    keys: [...keysOf(endpoint.body), ...keysOf(endpoint.query)],
  }))
  .map((target) => (onOperatorListener(target.path) ? { ...target, operator: true } : target));

/**
 * Routes outside the contract: the GET twin of a contract call, the notification event stream (opened
 * by a ticket, never a JSON call) and the dev mailbox. The operator
 * routes (R-DRAW-ENGINE) are read from the running app, so a new one is fuzzed without being listed here.
 */
const outside: Target[] = [
  { method: "GET", path: "/api/v1/user/get-security-question", keys: ["email_address", "date_of_birth"] },
  { method: "GET", path: `/api/v1${api.NOTIFICATION_STREAM_PATH}`, keys: ["ticket"] },
  { method: "GET", path: "/dev/mailbox", keys: [] },
  { method: "GET", path: "/dev/mailbox.json", keys: [] },
  { method: "POST", path: api.SANDBOX_CARD_TOKENS_PATH, keys: ["number", "expiry", "cvv"] },
];
const targets = [...contract, ...outside];
/** The operator endpoint's routes; its bodies carry these fields. */
const OPERATOR_PREFIX = "/api/v1/operator/";
const OPERATOR_KEYS = [
  "game",
  "weeks",
  "email",
  "draw",
  "draw_number",
  "amount",
  "id",
  "title",
  "at",
  "jackpot",
  "description",
];

/** Texts PostgreSQL cannot store (NUL, lone UTF-16 surrogates), alone or inside ordinary text. */
const unstorableText = fc
  .tuple(
    fc.string({ maxLength: 20 }),
    fc.constantFrom("\u0000", "\ud800", "\udfff", "\udc00\ud800"),
    fc.string({ maxLength: 20 }),
  )
  .map(([before, bad, after]) => `${before}${bad}${after}`);

const hostileValue = fc.oneof(
  fc.anything({ withNullPrototype: false }),
  unstorableText,
  fc.array(unstorableText, { maxLength: 3 }),
  fc.string({ minLength: 5_000, maxLength: 20_000 }),
  fc.constantFrom(
    -1,
    0,
    -0.5,
    1e308,
    Number.MAX_SAFE_INTEGER + 2,
    "",
    " ",
    "' OR 1=1 --",
    "<script>",
    "\u0000",
    "5127",
    "1e309",
    // Dates and months outside the calendar or the request years (Temporal threw on these).
    "0000-12-31",
    "2025-02-30",
    "0001-01",
  ),
);
const hostileBody = (keys: string[]) =>
  fc.oneof(
    hostileValue,
    fc.dictionary(
      fc.constantFrom(...keys, "email", "amount", "password", "__proto__", "constructor", "version"),
      hostileValue,
    ),
  );
const pathValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom("..", "%00", "\u0000", "a\u0000", "' or 1=1", "x".repeat(500), "-1", "5127", "0000-12"),
);

/** Row counts of every table of the schema, in one query. */
async function rowCounts(): Promise<Record<string, number>> {
  const names = Object.values(schema as Record<string, unknown>)
    .filter((t): t is PgTable => is(t, PgTable))
    .map((t) => getTableName(t))
    // A refused login still counts against its rate limit: that counter is the defence, not data.
    .filter((name) => name !== "rate_limits");
  const select = names.map((n) => `(SELECT count(*) FROM "${n}")::int AS "${n}"`).join(", ");
  const result = await app.db.execute(sql.raw(`SELECT ${select}`));
  return (result as unknown as { rows: Record<string, number>[] }).rows[0] ?? {};
}

/** The operator routes the app registered (read at test time, after build). */
function operatorTargets(): Target[] {
  return registeredRoutes(app.operatorApp)
    .filter((r) => r.method !== "HEAD" && r.path.startsWith(OPERATOR_PREFIX))
    .map((r) => ({
      method: r.method as Target["method"],
      path: r.path,
      keys: OPERATOR_KEYS,
      operator: true,
    }));
}

/** Hostile bodies, queries, path values, tokens: never a 5xx; a refusal has the error shape and writes nothing. */
async function attack(target: Target): Promise<void> {
  const operatorToken = serverTokenOf(app);
  await fc.assert(
    fc.asyncProperty(
      hostileBody(target.keys),
      pathValue,
      fc.boolean(),
      fc.boolean(),
      fc.boolean(),
      async (body, param, withAuth, withOperatorToken, raw) => {
        const { url, payload } = hostileRequest(target.method, target.path, body, param, raw, "broken");
        const before = await rowCounts();
        const res = await (target.operator ? app.operatorApp : app).inject({
          method: target.method,
          url,
          headers: {
            "content-type": "application/json",
            ...(withAuth ? { authorization: auth } : {}),
            ...(target.operator && withOperatorToken ? { [OPERATOR_TOKEN_HEADER]: operatorToken } : {}),
          },
          ...(payload === undefined ? {} : { payload }),
        });
        if (expectNoServerError(res)) {
          // Refused: no table gained or lost a row (accounts, wallet, ledger, play, outbox, …).
          expect(await rowCounts()).toEqual(before);
        }
        // A fuzzed logout may end the session: later runs keep attacking with a live token.
        if (target.path.endsWith("/auth/logout") && res.statusCode === 200) auth = await loginAs(app);
      },
    ),
    { numRuns: 20 },
  );
}

const routeKey = (method: string, path: string) => `${method} ${path.replace(/\{(\w+)\}/g, ":$1")}`;

describe("fuzz: hostile requests to every route never cause a 5xx (R-SERVER Tests)", () => {
  it("covers every route the server registers under /api, /dev and /sandbox-gateway, and every contract endpoint exists", () => {
    expect(contract.length).toBeGreaterThanOrEqual(48);
    const fuzzed = new Set([...targets, ...operatorTargets()].map((t) => routeKey(t.method, t.path)));
    const served = [...registeredRoutes(app), ...registeredRoutes(app.operatorApp)]
      .filter((r) => r.method !== "HEAD" && /^\/(api|dev|sandbox-gateway)\//.test(r.path))
      .map((r) => routeKey(r.method, r.path));
    expect(operatorTargets().length).toBeGreaterThanOrEqual(4);
    expect(served.filter((route) => !fuzzed.has(route))).toEqual([]);
    expect([...fuzzed].filter((route) => !served.includes(route))).toEqual([]);
  });

  for (const target of targets) {
    it(`${target.method} ${target.path}`, () => attack(target));
  }

  // Some 45 routes of 20 runs each, in one test: more than the default 30 s on a busy machine.
  it("every operator route, with and without the operator token", async () => {
    for (const target of operatorTargets()) await attack(target);
  }, 180_000);
});

describe("keys every object inherits (found by the fuzzer: update-flag answered 500)", () => {
  it.each([
    ["/api/v1/user/update-flag", { constructor: -1 }, "constructor: Unknown field."],
    ["/api/v1/user/update-details", { address: { prototype: 1 } }, "address.prototype: Unknown field."],
  ])("POST %s %j is a 400 naming the field", async (url, payload, message) => {
    const res = await app.inject({ method: "POST", url, payload, headers: { authorization: auth } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe("dates outside the calendar or the request years (found by an attack test: 500s)", () => {
  it.each([
    "/api/v1/results?game_id=5127&to_date=0000-12-31",
    "/api/v1/results?game_id=5127&to_date=2025-02-30",
    "/api/v1/user/statements/0001-01",
    "/api/v1/user/statements/1899-12",
    "/api/v1/user/transactions?from_date=0000-01-01",
    "/api/v1/user/transactions?to_date=2023-02-29",
    "/api/v1/user/play-history?from_date=0000-01-01",
    "/api/v1/user/play-history?to_date=2024-04-31",
  ])("GET %s is a 400 naming the field", async (url) => {
    const res = await app.inject({ method: "GET", url, headers: { authorization: auth } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(
      `${/(to_date|from_date)=/.exec(url)?.[1] ?? "month"}: ${api.DATE_TEXT.outOfRange}`,
    );
  });

  it.each([
    "/api/v1/results?game_id=5127&to_date=9999-12-31",
    "/api/v1/user/statements/9999-12",
    "/api/v1/user/transactions?from_date=1900-01-01&to_date=9999-12-31",
    "/api/v1/user/play-history?from_date=1900-01-01&to_date=9999-12-31",
    "/api/v1/user/play-history?to_date=2024-02-29",
  ])("GET %s, at the ends of the years, is answered", async (url) => {
    const res = await app.inject({ method: "GET", url, headers: { authorization: auth } });
    expect([200, 422], res.body).toContain(res.statusCode);
  });

  it("a sign-up with a date of birth that does not exist is a 400, not a 500", async () => {
    const payload = signUpBody({ email: "feb30@example.test", date_of_birth: "1990-02-30" });
    const res = await app.inject({ method: "POST", url: "/api/v1/user/register", payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(`date_of_birth: ${api.DATE_TEXT.outOfRange}`);
  });
});
