import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { forceDraw } from "../../src/draws/force-draw";
import { build, call, cardToken, loginAs, type TestApp } from "../helper";
import { buy, FOUR_BOARDS, nextDrawNumber, saturday } from "../play/play-fixtures";
import { readyBankAccount } from "../wallet/bank-account-support";
import { creditWinnings } from "../wallet/winnings";

// Prometheus metrics (docs/operations.md "Metrics"), scraped from the operator listener: the text
// parses as the exposition format, and each metric moves with what it counts; requests are labelled
// by route pattern, so hostile URLs add no labels.
let app: TestApp;
let auth: string;
beforeAll(async () => {
  app = await build();
  auth = await loginAs(app);
}, 120_000);
afterAll(async () => app?.close());

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses the text exposition format strictly: every line is a comment, or a sample of a declared metric. */
function parseMetrics(text: string): Sample[] {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (line === "") continue;
    const type = /^# TYPE ([a-zA-Z_:][\w:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      types.set(type[1] ?? "", type[2] ?? "");
      continue;
    }
    if (/^# HELP [a-zA-Z_:][\w:]* .*$/.test(line)) continue;
    const sample = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (-?[\d.e+-]+|NaN|\+Inf|-Inf)$/.exec(line);
    if (!sample) throw new Error(`not a metrics line: ${line}`);
    const [, name = "", labelText = "", value = ""] = sample;
    const labels: Record<string, string> = {};
    for (const pair of labelText.matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g))
      labels[pair[1] ?? ""] = pair[2] ?? "";
    const family = name.replace(/_(bucket|sum|count|total)$/, "");
    if (!types.has(name) && !types.has(family)) throw new Error(`sample of an undeclared metric: ${name}`);
    samples.push({ name, labels, value: Number(value) });
  }
  return samples;
}

/** `GET /metrics` on the operator listener, as Prometheus scrapes it. */
async function scrape() {
  const res = await app.operatorApp.inject({ method: "GET", url: "/metrics" });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseMetrics(res.body);
}
const value = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);

describe("metrics", () => {
  it("are served on the operator listener only, never on the players' port", async () => {
    expect((await call(app, { method: "GET", url: "/metrics" })).status).toBe(404);
    expect((await scrape()).some((s) => s.name === "lotto_queue_length")).toBe(true);
  });

  it("count requests by route pattern and status, never by raw URL", async () => {
    const before = await scrape();
    for (let i = 0; i < 30; i++) {
      await call(app, {
        method: "POST",
        url: `/api/v1/user/withdrawals/${i}-${"x".repeat(i)}/cancel`,
        headers: { authorization: auth },
      });
      await call(app, { method: "GET", url: `/no/such/page/${i}?q=${i}` });
    }
    await call(app, { method: "GET", url: "/api/v1/games" });
    const after = await scrape();
    const cancel = { method: "POST", route: "/api/v1/user/withdrawals/:withdrawalId/cancel" };
    expect(value(after, "http_requests_total", cancel) - value(before, "http_requests_total", cancel)).toBe(
      30,
    );
    expect(value(after, "http_requests_total", { route: "unmatched" })).toBeGreaterThanOrEqual(30);
    expect(value(after, "http_requests_total", { route: "/api/v1/games", status: "200" })).toBeGreaterThan(0);
    const routes = new Set(after.filter((s) => s.name === "http_requests_total").map((s) => s.labels.route));
    expect([...routes].some((route) => route?.includes("xxx") || route?.includes("/no/such"))).toBe(false);
    expect(value(after, "http_request_duration_seconds_count", { route: "/api/v1/games" })).toBeGreaterThan(
      0,
    );
  });

  it("count purchases and deposits, and time settlements", async () => {
    const before = await scrape();
    const n = await nextDrawNumber(app, 5127);
    expect((await buy(app, auth, [{ coupon: saturday(FOUR_BOARDS), cost: 340, draw_num: n }])).status).toBe(
      200,
    );
    const deposit = await call(app, {
      method: "POST",
      url: "/api/v1/user/deposits/card",
      payload: { amount: 2_000, card_token: await cardToken(app) },
      headers: { authorization: auth, "idempotency-key": "metrics-deposit-1" },
    });
    expect(deposit.status).toBe(200);
    await forceDraw(app.db, 5127, app.testClock.now());
    const after = await scrape();
    expect(value(after, "lotto_purchases_total") - value(before, "lotto_purchases_total")).toBe(1);
    expect(value(after, "lotto_deposits_total") - value(before, "lotto_deposits_total")).toBe(1);
    expect(
      value(after, "lotto_settlement_duration_seconds_count") -
        value(before, "lotto_settlement_duration_seconds_count"),
    ).toBe(1);
  });

  it("read queue lengths when scraped", async () => {
    const before = await scrape();
    await readyBankAccount(app, auth);
    await creditWinnings(app.db, DEMO_PLAYER_ID, 5_000);
    const withdrawal = await call(app, {
      method: "POST",
      url: "/api/v1/user/withdrawals",
      payload: { amount: 2_000 },
      headers: { authorization: auth },
    });
    expect(withdrawal.status).toBe(200);
    const after = await scrape();
    const open = { queue: "withdrawals_open" };
    expect(value(after, "lotto_queue_length", open) - value(before, "lotto_queue_length", open)).toBe(1);
    for (const queue of ["mail_retrying", "mail_given_up", "identity_reviews_open"]) {
      expect(after.some((s) => s.name === "lotto_queue_length" && s.labels.queue === queue)).toBe(true);
    }
    // The pool's use is there on PostgreSQL, absent on the embedded database's one connection.
    const pool = after.filter((s) => s.name === "lotto_db_pool_connections");
    if (process.env.TEST_DATABASE_URL)
      expect(value(after, "lotto_db_pool_connections", { state: "max" })).toBe(10);
    else expect(pool).toEqual([]);
  });
});
