import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { depositRefunds } from "../../src/db/schema/buckets";
import { OPERATOR_TOKEN_HEADER } from "../../src/operator/operator-token";
import { type CardGateway, sandboxCardCharges } from "../../src/payments/card-gateway";
import { retryDueRefunds } from "../../src/wallet/closure-refund-retry";
import { refundRetryDelay } from "../../src/wallet/deposit-refunds";
import { postLedgerEntry, readWallet } from "../../src/wallet/ledger";
import { build, call, callOperator, cardToken, demoPlayerApp, operatorToken, type TestApp } from "../helper";
import { auditLedger } from "./ledger-audit";

// A closure refund that could not be sent is retried with backoff, once across two servers; one with no
// refund adapter (a bank deposit) is the operator's: listed by refunds:list, settled by refunds:paid.
const player = demoPlayerApp({ env: { JWT_SECRET: "one-secret-for-both-servers-of-this-test" } });
let twin: TestApp | undefined;
afterAll(() => twin?.close());

describe("closure refunds not sent at closure", () => {
  it("are listed, retried once the backoff is due (once across two servers), and paid by hand when banked", async () => {
    const { app } = player;
    const opening = await readWallet(app.db, DEMO_PLAYER_ID);
    await app.db.transaction((tx) =>
      postLedgerEntry(tx, {
        playerId: DEMO_PLAYER_ID,
        kind: "deposit_refund",
        amount: -opening.balance,
        reference: "test-opening",
      }),
    );
    const details = await player.send("GET", "/user/payment-details");
    const banked = await call(app.operatorApp, {
      method: "POST",
      url: "/api/v1/payments/bank-credit",
      headers: { [OPERATOR_TOKEN_HEADER]: operatorToken(app) },
      payload: {
        channel: "bpay",
        reference: details.body.data.reference,
        amount: 1000,
        transaction_id: "bp-closure",
      },
    });
    expect(banked.status).toBe(200);
    app.testClock.advance({ minutes: 1 });
    const carded = await player.send("POST", "/user/deposits/card", {
      amount: 2000,
      card_token: await cardToken(app),
    });
    const cardDeposit = carded.body.data.deposit_id as string;

    // The card gateway cannot be reached while the account closes.
    const gateway = app.adapters.cardGateway;
    app.adapters.cardGateway = { ...gateway, refund: async () => "service_unavailable" };
    expect((await player.send("POST", "/user/close-account", { password: DEMO_PASSWORD })).status).toBe(200);
    twin = await build({ twinOf: app, env: { JWT_SECRET: "one-secret-for-both-servers-of-this-test" } });

    const listed = await callOperator(app, "GET", "/refunds");
    expect(listed.status).toBe(200);
    expect(
      listed.body.refunds.map((r: Record<string, unknown>) => [
        r.method,
        r.amount,
        r.status,
        r.reason,
        r.attempts,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ["card", 2000, "pending", "service_unavailable", 1],
        ["bpay", 1000, "pending", "no refund adapter", 0],
      ]),
    );
    expect(listed.body.refunds).toHaveLength(2);
    expect(listed.body.refunds.find((r: { method: string }) => r.method === "card")).toMatchObject({
      player_id: DEMO_PLAYER_ID,
      deposit_id: cardDeposit,
    });

    // Not due before its backoff; then two servers retry at once and the card is refunded once.
    let calls = 0;
    const counting: CardGateway = {
      ...gateway,
      refund: async (reference, amount) => {
        calls++;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return gateway.refund(reference, amount);
      },
    };
    app.adapters.cardGateway = counting;
    const gateways = { cardGateway: counting, paypal: app.adapters.paypal };
    expect(await retryDueRefunds(app.db, gateways, app.testClock.now())).toEqual({
      refunded: 0,
      failed: 0,
      waiting: 0,
    });
    app.testClock.advance({ minutes: 1 });
    const now = app.testClock.now();
    const reports = await Promise.all([
      retryDueRefunds(app.db, gateways, now),
      retryDueRefunds(twin.db, gateways, now),
    ]);
    expect(reports.reduce((sum, r) => sum + r.refunded, 0)).toBe(1);
    expect(calls).toBe(1);
    expect(sandboxCardCharges.refunded(cardDeposit)).toBe(2000);

    // The bank deposit's refund is never sent: the operator pays it and says so, once.
    const [bankRefund] = (await callOperator(app, "GET", "/refunds")).body.refunds;
    expect(bankRefund).toMatchObject({ method: "bpay", amount: 1000 });
    const paid = await callOperator(app, "POST", "/refunds/paid", { id: bankRefund.id });
    expect(paid.body).toEqual({
      id: bankRefund.id,
      status: "refunded",
      settled_by: "operator",
      already: false,
    });
    expect((await callOperator(app, "POST", "/refunds/paid", { id: bankRefund.id })).body.already).toBe(true);
    expect((await callOperator(app, "POST", "/refunds/paid", { id: "no-such-refund" })).status).toBe(400);
    expect((await callOperator(app, "POST", "/refunds/paid", {})).status).toBe(400);
    expect((await callOperator(app, "GET", "/refunds")).body.refunds).toEqual([]);
    const rows = await app.db
      .select()
      .from(depositRefunds)
      .where(eq(depositRefunds.playerId, DEMO_PLAYER_ID));
    expect(rows.map((r) => [r.amount, r.status, r.settledBy]).sort()).toEqual(
      [
        [1000, "refunded", "operator"],
        [2000, "refunded", "provider"],
      ].sort(),
    );
    expect(await readWallet(app.db, DEMO_PLAYER_ID)).toEqual({ balance: 0, winnings: 0 });
    expect(await auditLedger(app.db, DEMO_PLAYER_ID)).toEqual([]);
  });

  it("is refused to anyone without the operator token", async () => {
    expect((await callOperator(player.app, "GET", "/refunds", undefined, "wrong")).status).toBe(401);
    expect((await callOperator(player.app, "POST", "/refunds/paid", { id: "x" }, "wrong")).status).toBe(401);
  });
});

describe("refundRetryDelay", () => {
  it("grows with the attempts and never waits more than 6 hours", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (attempts) => {
        const wait = refundRetryDelay(attempts).total("minutes");
        expect(wait).toBeGreaterThanOrEqual(1);
        expect(wait).toBeLessThanOrEqual(360);
        expect(refundRetryDelay(attempts + 1).total("minutes")).toBeGreaterThanOrEqual(wait);
      }),
    );
  });
});
