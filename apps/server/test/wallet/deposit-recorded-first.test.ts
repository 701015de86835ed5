import { PAYMENT_CODES } from "@lotto/api";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { deposits, ledgerEntries } from "../../src/db/schema/accounts";
import { depositReversals } from "../../src/db/schema/payments";
import { toDate } from "../../src/db/time";
import { sandboxCardCharges } from "../../src/payments/card-gateway";
import { sandboxPaypalCharges } from "../../src/payments/paypal";
import { PENDING_GRACE, reconcilePendingDeposits } from "../../src/wallet/deposit-reconcile";
import { failDeposit } from "../../src/wallet/deposit-settle";
import { ledgerSum, readBalance } from "../../src/wallet/ledger";
import { build, call, cardToken, loginAs, type TestApp } from "../helper";

const chargesSoFar = () => [...sandboxCardCharges.references(), ...sandboxPaypalCharges.references()];
const chargedByOtherFiles = new Set(chargesSoFar());

// A card was charged before anything was recorded: on a full disk the gateway approved and the
// server answered 500 with no deposit and no credit. Now the deposit is recorded first; a crash or a
// failed write after the charge leaves it pending, and the next start reconciles it with the gateway.
const env = { JWT_SECRET: "one-secret-for-every-server-of-this-test" };
let first: TestApp;
let auth: string;
const restarted: TestApp[] = [];
beforeAll(async () => {
  first = await build({ env });
  auth = await loginAs(first);
});
afterAll(async () => {
  for (const app of restarted) await app.close();
  await first?.close();
});

/** A new server process on the same database: it reconciles while starting. */
async function restart(): Promise<TestApp> {
  const app = await build({ env, twinOf: first });
  restarted.push(app);
  return app;
}

const depositCard = async (app: TestApp, key: string, amount = 2_500) =>
  call(app, {
    method: "POST",
    url: "/api/v1/user/deposits/card",
    headers: { authorization: auth, "idempotency-key": key },
    payload: { amount, card_token: await cardToken(first) },
  });

const depositsWithKey = (key: string) =>
  first.db
    .select()
    .from(deposits)
    .where(and(eq(deposits.playerId, DEMO_PLAYER_ID), eq(deposits.idempotencyKey, key)));

const creditsOf = (id: string) =>
  first.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.reference, `deposit:${id}`));

async function expectAudited(expected: number) {
  expect(await readBalance(first.db, DEMO_PLAYER_ID)).toBe(expected);
  expect(await ledgerSum(first.db, DEMO_PLAYER_ID)).toBe(expected);
}

/** Makes the app's next database transaction fail once, as a full disk would. */
function failNextTransaction(app: TestApp) {
  const db = app.db as unknown as { transaction: (...args: unknown[]) => Promise<unknown> };
  const original = db.transaction;
  db.transaction = async () => {
    db.transaction = original;
    throw new Error("could not extend file: No space left on device");
  };
}

describe("deposits are recorded before the card is charged (docs/security.md Money recorded before it moves)", () => {
  it("the database fails after the charge: no 500, the deposit stays pending, a restart credits it once", async () => {
    const before = await readBalance(first.db, DEMO_PLAYER_ID);
    const gateway = first.adapters.cardGateway;
    first.adapters.cardGateway = {
      ...gateway,
      charge: async (token, amount, reference) => {
        const outcome = await gateway.charge(token, amount, reference);
        failNextTransaction(first);
        return outcome;
      },
    };
    const res = await depositCard(first, "disk-full");
    first.adapters.cardGateway = gateway;
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("DEPOSIT_IN_PROGRESS");
    const [pending] = await depositsWithKey("disk-full");
    expect(pending?.status).toBe("pending");
    expect(sandboxCardCharges.outcome(pending!.id)).toBe("approved");
    await expectAudited(before);

    const next = await restart();
    const [done] = await depositsWithKey("disk-full");
    expect(done?.status).toBe("completed");
    expect(await creditsOf(done!.id)).toHaveLength(1);
    await expectAudited(before + 2_500);

    const replay = await depositCard(next, "disk-full");
    expect(replay.status).toBe(200);
    expect(replay.body.data.deposit_id).toBe(done!.id);
    expect(await reconcilePendingDeposits(next.db, next.adapters, next.clock.now())).toEqual({
      completed: 0,
      failed: 0,
      waiting: 0,
    });
    await expectAudited(before + 2_500);
  });

  it("the server dies between charge and completion: the restart credits it, the late completion does not", async () => {
    const before = await readBalance(first.db, DEMO_PLAYER_ID);
    const gateway = first.adapters.cardGateway;
    let resume: () => void = () => {};
    first.adapters.cardGateway = {
      ...gateway,
      charge: async (token, amount, reference) => {
        const outcome = await gateway.charge(token, amount, reference);
        await new Promise<void>((resolve) => {
          resume = resolve;
        });
        return outcome;
      },
    };
    const inFlight = depositCard(first, "crash");
    await expect.poll(async () => (await depositsWithKey("crash"))[0]?.status).toBe("pending");
    await expect.poll(() => sandboxCardCharges.references().length).toBeGreaterThan(1);
    await restart();
    const [done] = await depositsWithKey("crash");
    expect(done?.status).toBe("completed");
    await expectAudited(before + 2_500);

    resume();
    const late = await inFlight;
    first.adapters.cardGateway = gateway;
    expect(late.status).toBe(200);
    expect(late.body.data.deposit_id).toBe(done!.id);
    expect(await creditsOf(done!.id)).toHaveLength(1);
    await expectAudited(before + 2_500);
  });

  it("the deposit was failed and its charge claimed for reversal meanwhile: the late approval credits nothing and says so", async () => {
    const before = await readBalance(first.db, DEMO_PLAYER_ID);
    const gateway = first.adapters.cardGateway;
    first.adapters.cardGateway = {
      ...gateway,
      charge: async (token, amount, reference) => {
        const outcome = await gateway.charge(token, amount, reference);
        // What another server's reconciliation does to a deposit the gateway had not seen yet, then a
        // sweep of kept charges once the gateway has it (deposit-reversals.ts).
        await failDeposit(first.db, reference, "not_charged", first.clock.now());
        await first.db
          .insert(depositReversals)
          .values({ depositId: reference, amount, status: "pending", createdAt: toDate(first.clock.now()) });
        return outcome;
      },
    };
    const res = await depositCard(first, "failed-meanwhile");
    first.adapters.cardGateway = gateway;
    expect(res.status).toBe(402);
    expect(res.body.code).toBe(PAYMENT_CODES.externalFailure);
    const [row] = await first.db
      .select()
      .from(deposits)
      .where(eq(deposits.idempotencyKey, "failed-meanwhile"));
    expect(row?.status).toBe("failed");
    expect(await creditsOf(row!.id)).toHaveLength(0);
    await expectAudited(before);
  });

  it("PayPal too: a charge whose completion failed is credited once by the restart", async () => {
    const before = await readBalance(first.db, DEMO_PLAYER_ID);
    const paypal = first.adapters.paypal;
    first.adapters.paypal = {
      ...paypal,
      charge: async (nonce, amount, reference) => {
        const outcome = await paypal.charge(nonce, amount, reference);
        failNextTransaction(first);
        return outcome;
      },
    };
    const res = await call(first, {
      method: "POST",
      url: "/api/v1/user/deposits/paypal",
      headers: { authorization: auth, "idempotency-key": "paypal-disk-full" },
      payload: { amount: 1_200, nonce: "fake-paypal-one-time-nonce" },
    });
    first.adapters.paypal = paypal;
    expect(res.status).toBe(409);
    const [pending] = await depositsWithKey("paypal-disk-full");
    expect(sandboxPaypalCharges.outcome(pending!.id)).toBe("approved");
    await expectAudited(before);
    await restart();
    expect((await depositsWithKey("paypal-disk-full"))[0]?.status).toBe("completed");
    await expectAudited(before + 1_200);
  });

  it("no charge without a record: when the record cannot be written, the gateway is never called", async () => {
    const before = await readBalance(first.db, DEMO_PLAYER_ID);
    const charged = sandboxCardCharges.references().length;
    const token = await cardToken(first);
    // The record is the deposit's first transaction (with the limits check under the wallet lock).
    failNextTransaction(first);
    const res = await call(first, {
      method: "POST",
      url: "/api/v1/user/deposits/card",
      headers: { authorization: auth, "idempotency-key": "no-record" },
      payload: { amount: 2_500, card_token: token },
    });
    expect(res.status).toBe(500);
    expect(sandboxCardCharges.references()).toHaveLength(charged);
    await expectAudited(before);
  });

  it("a pending deposit the gateway never saw is failed once no request can still be charging it", async () => {
    const before = await readBalance(first.db, DEMO_PLAYER_ID);
    const now = first.testClock.now();
    await first.db.insert(deposits).values([
      {
        id: "lost-old",
        playerId: DEMO_PLAYER_ID,
        method: "card",
        amount: 1_000,
        idempotencyKey: "lost-old",
        createdAt: toDate(now.subtract(PENDING_GRACE)),
        status: "pending",
      },
      {
        id: "lost-new",
        playerId: DEMO_PLAYER_ID,
        method: "card",
        amount: 1_000,
        idempotencyKey: "lost-new",
        createdAt: toDate(now),
        status: "pending",
      },
    ]);
    expect(await reconcilePendingDeposits(first.db, first.adapters, first.clock.now())).toEqual({
      completed: 0,
      failed: 1,
      waiting: 1,
    });
    expect((await depositsWithKey("lost-old"))[0]).toMatchObject({
      status: "failed",
      outcome: "not_charged",
    });
    // The key of a failed deposit is free: the player's retry is charged and credited.
    expect((await depositCard(first, "lost-old", 1_000)).status).toBe(200);
    await expectAudited(before + 1_000);
    first.testClock.advance(PENDING_GRACE);
    expect(await reconcilePendingDeposits(first.db, first.adapters, first.clock.now())).toEqual({
      completed: 0,
      failed: 1,
      waiting: 0,
    });
  });

  it("every charge either gateway received has a deposit record", async () => {
    // The sandboxes are one per process, as a real gateway is one for every server; other test files
    // of this worker charged them too.
    const ids = new Set((await first.db.select({ id: deposits.id }).from(deposits)).map((row) => row.id));
    const charged = chargesSoFar().filter((reference) => !chargedByOtherFiles.has(reference));
    expect(charged.length).toBeGreaterThan(3);
    expect(charged.filter((reference) => !ids.has(reference))).toEqual([]);
  });
});
