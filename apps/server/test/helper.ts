/**
 * Test harness (R-SERVER seams): `build()` gives the app on a fresh in-memory PGlite, or on a fresh
 * PostgreSQL schema when TEST_DATABASE_URL is set (the `test:pg` script), with a controllable clock.
 */
import { randomBytes } from "node:crypto";
import { SANDBOX_CARD_TOKENS_PATH } from "@lotto/api";
import type { FastifyInstance, InjectOptions } from "fastify";
import pg from "pg";
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll } from "vitest";
import { DEMO_EMAIL, DEMO_PASSWORD } from "../src/accounts/demo";
import { buildApp, loggerOptions } from "../src/app";
import type { Clock } from "../src/config/clock";
import { type Env, loadEnv } from "../src/config/env";
import { type Database, openDatabase } from "../src/db";
import { migrate } from "../src/db/migrate";
import { pgliteRunner } from "../src/db/open-database";
import { PgliteThread } from "../src/db/pglite-thread";
import type { Mailer } from "../src/mail/mailer";
import { OPERATOR_TOKEN_HEADER, operatorTokenOf } from "../src/operator/operator-token";
import type { Adapters } from "../src/plugins/adapters";

/** A clock tests move by hand. */
export class TestClock implements Clock {
  constructor(public current: Temporal.Instant = Temporal.Instant.from("2026-11-18T04:00:00Z")) {}
  now(): Temporal.Instant {
    return this.current;
  }
  advance(duration: Temporal.DurationLike): void {
    this.current = this.current.add(duration);
  }
}

let template: Promise<Blob> | undefined;

/**
 * A migrated empty PGlite, dumped once per worker: loading it is ~10x faster than a fresh initdb. Made
 * in the database thread the apps' databases open in, so that thread is warm when they do.
 */
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const client = await PgliteThread.open({});
    await migrate(pgliteRunner(client));
    const dump = await client.dumpDataDir();
    await client.close();
    return dump;
  })();
  return template;
}

/** Options of {@link build}. */
export interface BuildOptions {
  env?: Record<string, string>;
  clock?: TestClock;
  /** A second instance on the PostgreSQL schema of this app (which drops the schema when it closes). */
  schemaOf?: TestApp;
  /**
   * A second server on this app's database, as two processes behind a load balancer: on PostgreSQL
   * its own pool on the same schema, on PGlite the same instance. Shares the clock; close it first.
   */
  twinOf?: TestApp;
  /** Third-party adapters replacing the sandboxes (e.g. Braintree against test/payments/braintree-fake.ts). */
  adapters?: Partial<Adapters>;
  /** Where mail goes; by default nowhere (delivered silently). */
  mailer?: Mailer;
  /** Log lines (JSON, level info) go here; by default the app logs nothing. */
  logStream?: { write(line: string): void };
}

/** The app plus its test clock, its database and, on PostgreSQL, its schema. */
export type TestApp = FastifyInstance & {
  testClock: TestClock;
  database: Database;
  schemaName?: string | undefined;
};

/** Mail delivered nowhere: tests read the outbox (or the dev mailbox) instead. */
export const silentMailer: Mailer = { deliver: async () => undefined };

/** Builds the app for one test file; call `app.close()` in afterAll. */
export async function build(options: BuildOptions = {}): Promise<TestApp> {
  const env: Env = loadEnv({
    LOG_LEVEL: "silent",
    AUTH_RATE_LIMIT: "10000",
    DEV_MAILBOX: "true",
    ...options.env,
  });
  const url = process.env.TEST_DATABASE_URL;
  if (options.schemaOf && !options.schemaOf.schemaName) throw new Error("schemaOf needs TEST_DATABASE_URL");
  const twin = options.twinOf;
  const shared = options.schemaOf?.schemaName ?? twin?.schemaName;
  const schemaName = url ? (shared ?? `t_${randomBytes(6).toString("hex")}`) : undefined;
  const database =
    twin && !url
      ? twin.database
      : await openDatabase(url ? { url, schemaName } : { memory: true, template: await migratedTemplate() });
  const clock = options.clock ?? twin?.testClock ?? new TestClock();
  const mailer = options.mailer ?? silentMailer;
  const logger = options.logStream
    ? { ...(loggerOptions("info") as object), stream: options.logStream }
    : false;
  const app = await buildApp({
    env,
    database,
    closeDatabase: !twin || !!url,
    clock,
    logger,
    mailer,
    adapters: options.adapters,
  });
  if (url && schemaName && !shared) {
    app.addHook("onClose", async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schemaName} CASCADE`);
      await client.end();
    });
  }
  await app.ready();
  return Object.assign(app, { testClock: clock, database, schemaName });
}

/** Injects a request and returns status and parsed JSON body. */
export async function call(app: FastifyInstance, options: InjectOptions) {
  const res = await app.inject(options);
  // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies loosely and assert on them.
  const body: Record<string, any> = String(res.headers["content-type"] ?? "").includes("json")
    ? JSON.parse(res.body)
    : {};
  return { status: res.statusCode, body, headers: res.headers };
}

/** The server token of `app`'s operator listener (the CLI's and the bank adapter's). */
export const operatorToken = (app: FastifyInstance) => operatorTokenOf(app.operatorApp.server) as string;

/**
 * Calls an operator endpoint (`path` after `/api/v1/operator`) on the operator listener with the app's
 * server token, or the given one; `body` is the answer's `data` when it succeeded, else the error body.
 */
export async function callOperator(
  app: FastifyInstance,
  method: "GET" | "POST",
  path: string,
  payload?: unknown,
  token: string | undefined = operatorToken(app),
) {
  const res = await call(app.operatorApp, {
    method,
    url: `/api/v1/operator${path}`,
    headers: token ? { [OPERATOR_TOKEN_HEADER]: token } : {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
  });
  return { ...res, body: res.status === 200 ? res.body.data : res.body };
}

/** Logs in and returns the `Authorization` header value. */
export async function loginAs(app: FastifyInstance, email = DEMO_EMAIL, password = DEMO_PASSWORD) {
  const res = await call(app, {
    method: "POST",
    url: "/api/v1/auth/login",
    payload: { username: email, password, version: 2 },
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return `JWT ${res.body.data.token as string}`;
}

/**
 * Tokenises a card with the sandbox gateway as the browser does, and returns the single-use token
 * the API takes (`card_token`); the card itself never goes to `/api`.
 */
export async function cardToken(app: FastifyInstance, number = "4111111111111111", expiry = "12/29") {
  const res = await call(app, {
    method: "POST",
    url: SANDBOX_CARD_TOKENS_PATH,
    payload: { number, expiry, cvv: "123" },
  });
  if (res.status !== 200) throw new Error(`tokenise failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

/**
 * A test file's app with the demo player logged in: built (with `options`) before the file's tests and
 * closed after. `player.auth` may be replaced by a new login; `player.send` calls `/api/v1{url}` as the
 * player.
 */
export function demoPlayerApp(options: BuildOptions = {}) {
  const player = {
    app: undefined as unknown as TestApp,
    auth: "",
    send: (
      method: "GET" | "POST" | "PUT" | "DELETE",
      url: string,
      payload?: object,
      headers: Record<string, string> = {},
    ) =>
      call(player.app, {
        method,
        url: `/api/v1${url}`,
        ...(payload === undefined ? {} : { payload }),
        headers: { authorization: player.auth, ...headers },
      }),
  };
  // Building and migrating a fresh database can be slow on PostgreSQL.
  beforeAll(async () => {
    player.app = await build(options);
    player.auth = await loginAs(player.app);
  }, 120_000);
  afterAll(async () => player.app?.close());
  return player;
}
