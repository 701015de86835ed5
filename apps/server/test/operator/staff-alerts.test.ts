import { deriveDrawNumbers } from "@lotto/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { identityReviews } from "../../src/db/schema/identity";
import { tickets } from "../../src/db/schema/play";
import { staffAlerts } from "../../src/db/schema/runtime";
import { forceDraw } from "../../src/draws/force-draw";
import type { Mail } from "../../src/mail/mailer";
import { recordClientError } from "../../src/operator/error-commands";
import { BURST_ERRORS, sweepStaffAlerts } from "../../src/operator/staff-alerts";
import { build, call, callOperator, loginAs, type TestApp } from "../helper";
import { buy, nextDrawNumber, saturday } from "../play/play-fixtures";
import { readyBankAccount } from "../wallet/bank-account-support";
import { creditWinnings } from "../wallet/winnings";

// Staff are told (docs/operations.md "Staff alerts"): each trigger raises one alert for its role,
// shown on the dashboard, and one email per address of that role's list, through the outbox. A sweep
// raises each alert once, however often it runs and however many instances run it.
const sent: Mail[] = [];
let one: TestApp;
let two: TestApp;
let auth: string;
beforeAll(async () => {
  one = await build({ mailer: { deliver: async (mail) => void sent.push(mail) } });
  two = await build({ twinOf: one, mailer: { deliver: async (mail) => void sent.push(mail) } });
  auth = await loginAs(one);
  for (const [role, addresses] of Object.entries({
    support: ["support-desk@shop.test"],
    finance: ["finance-a@shop.test", "Finance-B@shop.test", "finance-a@shop.test"],
    admin: ["ops@shop.test"],
  })) {
    expect((await callOperator(one, "POST", "/staff-mail", { role, addresses })).status).toBe(200);
  }
}, 120_000);
afterAll(async () => {
  await two?.close();
  await one?.close();
});

const sweep = (app: TestApp = one) => sweepStaffAlerts(app.mail, app.testClock.now());
/** The staff emails delivered since the last call (the player's own emails left out). */
const staffMail = () => sent.splice(0).filter((mail) => mail.to.endsWith("@shop.test"));
const takeSent = () => staffMail().map((mail) => ({ to: mail.to, subject: mail.subject }));
const playerCall = (method: "GET" | "POST", url: string, payload?: object) =>
  call(one, {
    method,
    url: `/api/v1${url}`,
    headers: { authorization: auth },
    ...(payload ? { payload } : {}),
  });

describe("staff distribution lists", () => {
  it("are kept per role, lower-cased without duplicates, and checked as email addresses", async () => {
    expect((await callOperator(two, "GET", "/staff-mail")).body).toEqual({
      support: ["support-desk@shop.test"],
      finance: ["finance-a@shop.test", "finance-b@shop.test"],
      draws: [],
      admin: ["ops@shop.test"],
    });
    const bad = await callOperator(one, "POST", "/staff-mail", {
      role: "support",
      addresses: ["not an email"],
    });
    expect(bad.status).toBe(400);
    const role = await callOperator(one, "POST", "/staff-mail", { role: "root", addresses: [] });
    expect(role.status).toBe(400);
    const many = Array.from({ length: 21 }, (_, i) => `s${i}@shop.test`);
    expect((await callOperator(one, "POST", "/staff-mail", { role: "draws", addresses: many })).status).toBe(
      400,
    );
  });
});

describe("staff alerts", () => {
  it("tell support of a new callback request once, however many sweeps run on both instances", async () => {
    expect(await sweep()).toEqual([]);
    const asked = await playerCall("POST", "/user/request-callback", {
      phone: "0412345678",
      preferred_time: "morning",
    });
    expect(asked.status).toBe(200);
    const raised = (await Promise.all([sweep(one), sweep(two), sweep(one)])).flat();
    expect(raised).toEqual([expect.objectContaining({ kind: "callback", role: "support" })]);
    expect(takeSent()).toEqual([
      { to: "support-desk@shop.test", subject: expect.stringMatching(/^Play Online: Callback request \d+/) },
    ]);
    expect(await sweep(two)).toEqual([]);
    expect(takeSent()).toEqual([]);
  });

  it("tell finance of an identity review and of a withdrawal over $5,000, not of one at $5,000", async () => {
    await readyBankAccount(one, auth);
    await creditWinnings(one.db, DEMO_PLAYER_ID, 1_100_000);
    expect((await playerCall("POST", "/user/withdrawals", { amount: 500_000 })).status).toBe(200);
    const large = await playerCall("POST", "/user/withdrawals", { amount: 500_001 });
    expect(large.status).toBe(200);
    await one.db.insert(identityReviews).values({
      playerId: DEMO_PLAYER_ID,
      firstname: "Demo",
      lastname: "Player",
      dateOfBirth: "1980-01-01",
      address: { street: "1 Hay Street", suburb: "Perth", postcode: "6000", state: "WA" },
      submittedAt: new Date(),
    });
    const raised = await sweep();
    expect(raised.map((alert) => [alert.kind, alert.role]).sort()).toEqual([
      ["identity_review", "finance"],
      ["large_withdrawal", "finance"],
    ]);
    expect(raised.find((a) => a.kind === "large_withdrawal")?.subject).toContain("$5,000.01");
    // One email per address, listing both.
    const mails = staffMail();
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ["finance-a@shop.test", "Play Online: 2 new alerts"],
      ["finance-b@shop.test", "Play Online: 2 new alerts"],
    ]);
    expect(mails[0]?.body).toContain("Identity review");
    expect(mails[0]?.body).toContain("Withdrawal of $5,000.01");
  });

  it("tell finance of a claim over $10,000", async () => {
    const n = await nextDrawNumber(one, 5127);
    const seed = "71".repeat(32);
    const drawn = deriveDrawNumbers(5127, n, seed);
    const free = Array.from({ length: 45 }, (_, i) => i + 1).filter(
      (x) => !drawn.winning.includes(x) && !drawn.supplementary.includes(x),
    );
    const coupon = saturday([drawn.winning, free.slice(0, 6), free.slice(6, 12), free.slice(12, 18)]);
    const bought = await buy(one, auth, [{ coupon, cost: 340, draw_num: n }]);
    await forceDraw(one.db, 5127, one.testClock.now(), { seed });
    const [ticket] = await one.db.select().from(tickets).where(eq(tickets.groupId, bought.body.data.id));
    expect(ticket?.status).toBe(3);
    expect(ticket?.prize).toBeGreaterThan(1_000_000);
    const raised = await sweep();
    expect(raised).toEqual([
      expect.objectContaining({ kind: "large_claim", dedupeKey: `large_claim:${ticket?.id}` }),
    ]);
    expect(takeSent().map((mail) => mail.to)).toEqual(["finance-a@shop.test", "finance-b@shop.test"]);
  });

  it("tell admin of a burst of client errors once per window: 20 in 5 minutes, not 19", async () => {
    const report = (i: number) =>
      recordClientError(
        one.db,
        { kind: "uncaught", message: `boom ${i}`, url: "/" },
        { id: `req-${i}`, userAgent: "test" },
        one.testClock.now(),
      );
    one.testClock.advance({ minutes: 10 });
    for (let i = 1; i < BURST_ERRORS; i++) await report(i);
    expect(await sweep()).toEqual([]);
    await report(BURST_ERRORS);
    expect(await sweep()).toEqual([expect.objectContaining({ kind: "client_error_burst", role: "admin" })]);
    expect(takeSent()).toEqual([
      { to: "ops@shop.test", subject: "Play Online: 20 client errors in the last 5 minutes" },
    ]);
    await report(BURST_ERRORS + 1);
    expect(await sweep()).toEqual([]);
    one.testClock.advance({ minutes: 6 });
    expect(await sweep()).toEqual([]);
    expect(takeSent()).toEqual([]);
  });

  it("show on the dashboard with the day's figures", async () => {
    const board = await callOperator(two, "GET", "/dashboard");
    expect(board.status).toBe(200);
    expect(board.body).toMatchObject({
      day: "2026-11-18",
      players_active: 1,
      pending_withdrawals: { count: 2, amount: 1_000_001 },
      open_identity_reviews: 1,
      open_callbacks: 1,
      unpaid_claims: 1,
    });
    expect(board.body.sales).toEqual([{ game_id: 5127, name: "Saturday Lotto", tickets: 1, amount: 340 }]);
    expect(board.body.sales_total).toBe(340);
    expect(board.body.recent_client_errors).toHaveLength(10);
    expect(board.body.recent_client_errors[0].message).toBe(`boom ${BURST_ERRORS + 1}`);
    expect(board.body.alerts.map((a: { kind: string }) => a.kind)).toEqual([
      "client_error_burst",
      "large_claim",
      expect.any(String),
      expect.any(String),
      "callback",
    ]);
    const games = new Set(board.body.next_draws.map((d: { game_id: number }) => d.game_id));
    expect(games.size).toBe(board.body.next_draws.length);
    expect(games.size).toBeGreaterThanOrEqual(7);
    const times = board.body.next_draws.map((d: { draw_time: string }) => d.draw_time);
    expect(times).toEqual([...times].sort());
    expect(await one.db.select().from(staffAlerts)).toHaveLength(5);
  });
});
