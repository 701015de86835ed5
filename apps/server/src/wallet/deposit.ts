/** Deposits (issue 4 Money): minimum, right to play, charge, then credit in one transaction. */

import { randomUUID } from "node:crypto";
import { setTimeout } from "node:timers/promises";
import { PAYMENT_CODES } from "@lotto/api";
import { and, eq, lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Temporal } from "temporal-polyfill";
import type { DbOrTx } from "../db";
import { depositClaims, deposits } from "../db/schema/accounts";
import { toDate } from "../db/time";
import { HttpError, unprocessable } from "../http/http-error";
import type { PaymentOutcome } from "../payments/card-gateway";
import { type PaymentMethod, paymentError } from "../payments/payment-errors";
import { postLedgerEntry, readBalance } from "./ledger";
import { assertCanPlay } from "./limits";

/** One deposit request. `charge` runs only once the request is known to be new and allowed. */
export interface DepositRequest {
  playerId: string;
  amount: number;
  method: PaymentMethod;
  idempotencyKey: string | undefined;
  charge(): Promise<PaymentOutcome>;
  /** Runs once after a new deposit is credited (not on an idempotent replay). */
  afterCredit?: (() => Promise<unknown>) | undefined;
}

/** What `POST /user/deposits/*` answers. */
export interface DepositResult {
  deposit_id: string;
  amount: number;
  current_balance: number;
}

async function previous(app: FastifyInstance, playerId: string, key: string): Promise<DepositResult | null> {
  const [row] = await app.db
    .select()
    .from(deposits)
    .where(and(eq(deposits.playerId, playerId), eq(deposits.idempotencyKey, key)));
  if (!row) return null;
  return { deposit_id: row.id, amount: row.amount, current_balance: await readBalance(app.db, playerId) };
}

/** A claim older than this belongs to a request that died mid-charge; another may take the key over. */
const STALE_CLAIM = Temporal.Duration.from({ minutes: 2 });
/** How long a concurrent retry waits for the first request with its key to finish. */
const WAIT_FOR_FIRST_MS = 10_000;

/** Text when the first request with a key is still being charged after the wait. */
export const DEPOSIT_IN_PROGRESS =
  "A deposit with this Idempotency-Key is still being processed. Please check your balance shortly.";

/** Claims the key for this request; false when another request holds a fresh claim. */
async function claimKey(app: FastifyInstance, playerId: string, key: string, now: Temporal.Instant) {
  const claimed = await app.db
    .insert(depositClaims)
    .values({ playerId, idempotencyKey: key, claimedAt: toDate(now) })
    .onConflictDoUpdate({
      target: [depositClaims.playerId, depositClaims.idempotencyKey],
      set: { claimedAt: toDate(now) },
      setWhere: lt(depositClaims.claimedAt, toDate(now.subtract(STALE_CLAIM))),
    })
    .returning({ key: depositClaims.idempotencyKey });
  return claimed.length > 0;
}

const releaseKey = (db: DbOrTx, playerId: string, key: string) =>
  db
    .delete(depositClaims)
    .where(and(eq(depositClaims.playerId, playerId), eq(depositClaims.idempotencyKey, key)));

/**
 * Waits for the request holding the key: its deposit (returned), or its failure (the claim is gone:
 * null, so this request may try itself).
 */
async function waitForFirst(
  app: FastifyInstance,
  playerId: string,
  key: string,
): Promise<DepositResult | null> {
  for (let waited = 0; waited < WAIT_FOR_FIRST_MS; waited += 25) {
    await setTimeout(25);
    const done = await previous(app, playerId, key);
    if (done) return done;
    const [held] = await app.db
      .select({ key: depositClaims.idempotencyKey })
      .from(depositClaims)
      .where(and(eq(depositClaims.playerId, playerId), eq(depositClaims.idempotencyKey, key)));
    if (!held) return null;
  }
  throw new HttpError(409, "DEPOSIT_IN_PROGRESS", DEPOSIT_IN_PROGRESS);
}

/**
 * Deposits `amount` cents. A repeated Idempotency-Key returns the first deposit and charges nothing,
 * also when the retries arrive at the same time: the first claims the key before charging, the others
 * wait for its answer. A failed charge writes nothing and frees the key.
 */
export async function deposit(app: FastifyInstance, request: DepositRequest): Promise<DepositResult> {
  const { playerId, amount, idempotencyKey } = request;
  const now = app.clock.now();
  const minimum = app.env.MINIMUM_DEPOSIT_AMOUNT;
  for (;;) {
    if (idempotencyKey) {
      const done = await previous(app, playerId, idempotencyKey);
      if (done) return done;
    }
    if (amount < minimum) {
      throw unprocessable(
        PAYMENT_CODES.belowMinimum,
        `The minimum deposit is $${(minimum / 100).toFixed(2)}.`,
      );
    }
    await assertCanPlay(app.db, playerId, now);
    if (!idempotencyKey) return charged(app, request, now);
    if (await claimKey(app, playerId, idempotencyKey, now)) {
      try {
        return await charged(app, request, now);
      } finally {
        await releaseKey(app.db, playerId, idempotencyKey);
      }
    }
    const first = await waitForFirst(app, playerId, idempotencyKey);
    if (first) return first;
  }
}

/** Charges, then records the deposit and credits the ledger in one transaction. */
async function charged(app: FastifyInstance, request: DepositRequest, now: Temporal.Instant) {
  const { playerId, amount, idempotencyKey } = request;
  const outcome = await request.charge();
  if (outcome !== "approved") throw paymentError(outcome, request.method);
  const id = randomUUID();
  const { balance } = await app.db.transaction(async (tx) => {
    await tx.insert(deposits).values({
      id,
      playerId,
      method: request.method,
      amount,
      idempotencyKey: idempotencyKey ?? null,
      createdAt: toDate(now),
    });
    return postLedgerEntry(tx, { playerId, kind: "deposit", amount, reference: `deposit:${id}`, at: now });
  });
  await request.afterCredit?.();
  return { deposit_id: id, amount, current_balance: balance };
}
