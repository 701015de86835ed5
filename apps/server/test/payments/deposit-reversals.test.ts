import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { deposits } from "../../src/db/schema/accounts";
import { depositReversals } from "../../src/db/schema/payments";
import { toDate } from "../../src/db/time";
import { braintreeGateways } from "../../src/payments/braintree";
import { type CardGateway, sandboxCardCharges, sandboxCardGateway } from "../../src/payments/card-gateway";
import type { PaymentGateways } from "../../src/payments/gateways";
import { sandboxPaypal, sandboxPaypalCharges } from "../../src/payments/paypal";
import { PENDING_GRACE } from "../../src/wallet/deposit-reconcile";
import { REVERSAL_WINDOW, reverseKeptCharges } from "../../src/wallet/deposit-reversals";
import { completeDeposit } from "../../src/wallet/deposit-settle";
import { ledgerSum, readBalance } from "../../src/wallet/ledger";
import { build, callOperator, type TestApp } from "../helper";
import { BraintreeFake, FAKE_NONCES } from "./braintree-fake";

// A deposit we failed may have been charged after all (a lost answer, a lookup that found nothing
// then). Reconciliation asks the gateway about recently failed deposits and gives back a charge it kept,
// once across two instances and retries, and never credits the wallet for it.
let app: TestApp;
let twin: TestApp;
beforeAll(async () => {
  app = await build();
  twin = await build({ twinOf: app });
});
afterAll(async () => {
  await twin?.close();
  await app?.close();
});

/** Records a deposit failed `ago` (its request long over), as our database would hold it. */
async function failedDeposit(
  method: "card" | "paypal",
  amount: number,
  outcome: string,
  ago: Temporal.DurationLike = { minutes: 10 },
) {
  const id = randomUUID();
  const at = app.testClock.now().subtract(ago);
  await app.db.insert(deposits).values({
    id,
    playerId: DEMO_PLAYER_ID,
    method,
    amount,
    idempotencyKey: id,
    createdAt: toDate(at.subtract(PENDING_GRACE)),
    status: "failed",
    outcome,
    settledAt: toDate(at),
  });
  return id;
}

/** The sandboxes, with every refund call counted. */
function countingSandboxes() {
  const calls: string[] = [];
  let failNext = 0;
  const cardGateway: CardGateway = {
    ...sandboxCardGateway,
    async refund(reference, amount) {
      calls.push(reference);
      if (failNext > 0) {
        failNext--;
        throw new Error("connection reset");
      }
      return sandboxCardGateway.refund(reference, amount);
    },
  };
  const gateways: PaymentGateways = { cardGateway, paypal: sandboxPaypal };
  return {
    gateways,
    calls,
    failOnce: () => {
      failNext = 1;
    },
  };
}

const reversalOf = async (id: string) =>
  (await app.db.select().from(depositReversals).where(eq(depositReversals.depositId, id)))[0];

async function expectBalance(expected: number) {
  expect(await readBalance(app.db, DEMO_PLAYER_ID)).toBe(expected);
  expect(await ledgerSum(app.db, DEMO_PLAYER_ID)).toBe(expected);
}

describe("charges of failed deposits are given back", () => {
  it("a card charge the gateway kept is refunded once, never credited, and never credited later", async () => {
    const { gateways, calls } = countingSandboxes();
    const balance = await readBalance(app.db, DEMO_PLAYER_ID);
    const id = await failedDeposit("card", 2_500, "not_charged");
    sandboxCardCharges.charge(id, "approved", 2_500);

    expect(await reverseKeptCharges(app.db, gateways, app.testClock.now())).toBe(1);
    expect(sandboxCardCharges.refunded(id)).toBe(2_500);
    expect(await reversalOf(id)).toMatchObject({ status: "refunded", amount: 2_500 });
    expect(await reverseKeptCharges(app.db, gateways, app.testClock.now())).toBe(0);
    expect(calls.filter((c) => c === id)).toHaveLength(1);

    // The request's own late answer cannot credit what was given back.
    expect(
      await completeDeposit(app.db, { id, playerId: DEMO_PLAYER_ID, amount: 2_500 }, app.testClock.now()),
    ).toBe(false);
    await expectBalance(balance);
    const [row] = await app.db.select().from(deposits).where(eq(deposits.id, id));
    expect(row).toMatchObject({ status: "failed", outcome: "not_charged" });
  });

  it("a PayPal charge is refunded through the PayPal adapter", async () => {
    const { gateways } = countingSandboxes();
    const id = await failedDeposit("paypal", 1_000, "service_unavailable");
    sandboxPaypalCharges.charge(id, "approved", 1_000);
    expect(await reverseKeptCharges(app.db, gateways, app.testClock.now())).toBe(1);
    expect(sandboxPaypalCharges.refunded(id)).toBe(1_000);
  });

  it("leaves alone a decline, a charge the gateway never saw, one outside the window and one still in flight", async () => {
    const { gateways, calls } = countingSandboxes();
    const declined = await failedDeposit("card", 1_500, "declined");
    sandboxCardCharges.charge(declined, "declined", 1_500);
    const unseen = await failedDeposit("card", 1_500, "not_charged");
    const old = await failedDeposit("card", 1_500, "not_charged", REVERSAL_WINDOW.add({ minutes: 1 }));
    sandboxCardCharges.charge(old, "approved", 1_500);
    // Created just now: its request may still complete it.
    const recent = await failedDeposit("card", 1_500, "not_charged", { seconds: 0 });
    await app.db
      .update(deposits)
      .set({ createdAt: toDate(app.testClock.now()) })
      .where(eq(deposits.id, recent));
    sandboxCardCharges.charge(recent, "approved", 1_500);

    expect(await reverseKeptCharges(app.db, gateways, app.testClock.now())).toBe(0);
    for (const id of [declined, unseen, old, recent]) expect(await reversalOf(id)).toBeUndefined();
    expect(calls).toEqual([]);
    expect(
      await completeDeposit(
        app.db,
        { id: recent, playerId: DEMO_PLAYER_ID, amount: 1_500 },
        app.testClock.now(),
      ),
    ).toBe(true);
  });

  it("a charge the gateway will not give back is recorded once and listed for the operator", async () => {
    const { gateways, calls } = countingSandboxes();
    const id = await failedDeposit("card", 800, "not_charged");
    // The gateway kept less than the deposit's amount: a refund of the whole deposit is refused.
    sandboxCardCharges.charge(id, "approved", 500);
    expect(await reverseKeptCharges(app.db, gateways, app.testClock.now())).toBe(0);
    expect((await reversalOf(id))?.status).toBe("not_refundable");
    expect(await reverseKeptCharges(app.db, gateways, app.testClock.now())).toBe(0);
    expect(calls.filter((c) => c === id)).toHaveLength(1);
    const alerts = await callOperator(app, "GET", "/payments/alerts");
    expect(alerts.body.charges_not_given_back).toContainEqual(
      expect.objectContaining({ deposit_id: id, amount: 800 }),
    );
  });

  it("two instances sweeping at once refund once", async () => {
    const { gateways, calls } = countingSandboxes();
    const ids = await Promise.all([1, 2, 3].map(() => failedDeposit("card", 700, "not_charged")));
    for (const id of ids) sandboxCardCharges.charge(id, "approved", 700);
    const now = app.testClock.now();
    const [a, b] = await Promise.all([
      reverseKeptCharges(app.db, gateways, now),
      reverseKeptCharges(twin.db, gateways, now),
    ]);
    expect(a + b).toBe(3);
    for (const id of ids) {
      expect(calls.filter((c) => c === id)).toHaveLength(1);
      expect(sandboxCardCharges.refunded(id)).toBe(700);
      expect((await reversalOf(id))?.status).toBe("refunded");
    }
  });

  it("a refund call that fails is retried once its lease has passed, and then only once", async () => {
    const { gateways, calls, failOnce } = countingSandboxes();
    const id = await failedDeposit("card", 900, "external_failure");
    sandboxCardCharges.charge(id, "approved", 900);
    failOnce();
    expect(await reverseKeptCharges(app.db, gateways, app.testClock.now())).toBe(0);
    expect((await reversalOf(id))?.status).toBe("pending");
    expect(await reverseKeptCharges(twin.db, gateways, app.testClock.now())).toBe(0);
    expect(calls.filter((c) => c === id)).toHaveLength(1);
    app.testClock.advance(PENDING_GRACE);
    expect(await reverseKeptCharges(twin.db, gateways, app.testClock.now())).toBe(1);
    expect(await reverseKeptCharges(app.db, gateways, app.testClock.now())).toBe(0);
    expect(calls.filter((c) => c === id)).toHaveLength(2);
    expect(sandboxCardCharges.refunded(id)).toBe(900);
  });
});

describe("with Braintree (the real SDK against the local fake)", () => {
  const fake = new BraintreeFake();
  let gateways: PaymentGateways;
  beforeAll(async () => {
    const environment = await fake.start();
    const settings = {
      environment: "sandbox" as const,
      merchantId: "merchant",
      publicKey: "public",
      privateKey: "private",
      merchantAccountId: "playonline_AUD",
    };
    gateways = braintreeGateways(settings, { environment, timeoutMs: 300 });
  });
  afterAll(() => fake.close());

  it("voids a sale not yet settled and refunds a settled one; the wallet is not credited", async () => {
    const balance = await readBalance(app.db, DEMO_PLAYER_ID);
    const settled = await failedDeposit("paypal", 3_000, "not_charged");
    expect(await gateways.paypal.charge(FAKE_NONCES.paypal, 3_000, settled)).toBe("approved");
    fake.settleAll();
    const unsettled = await failedDeposit("card", 2_100, "not_charged");
    const card = await gateways.cardGateway.redeem(FAKE_NONCES.card);
    expect(await gateways.cardGateway.charge(card!.token, 2_100, unsettled)).toBe("approved");

    expect(await reverseKeptCharges(app.db, gateways, app.testClock.now())).toBe(2);
    expect(fake.salesOf(unsettled).map((t) => t.status)).toEqual(["voided"]);
    expect(fake.transactions.filter((t) => t.type === "credit").map((t) => t.amount)).toEqual(["30.00"]);
    expect(await reverseKeptCharges(app.db, gateways, app.testClock.now())).toBe(0);
    await expectBalance(balance);
  });

  it("a Braintree that cannot answer leaves the deposit to the next sweep", async () => {
    const id = await failedDeposit("card", 1_200, "not_charged");
    const card = await gateways.cardGateway.redeem(FAKE_NONCES.card);
    expect(await gateways.cardGateway.charge(card!.token, 1_200, id)).toBe("approved");
    fake.hang = /^\/transactions/;
    expect(await reverseKeptCharges(app.db, gateways, app.testClock.now())).toBe(0);
    expect(await reversalOf(id)).toBeUndefined();
    fake.hang = null;
    expect(await reverseKeptCharges(app.db, gateways, app.testClock.now())).toBe(1);
    expect(fake.salesOf(id).map((t) => t.status)).toEqual(["voided"]);
  });
});
