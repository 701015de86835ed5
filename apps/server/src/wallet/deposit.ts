/** Deposits (issue 4 Money): minimum, right to play, charge, then credit in one transaction. */

import { randomUUID } from "node:crypto";
import { PAYMENT_CODES } from "@lotto/api";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { deposits } from "../db/schema/accounts";
import { toDate } from "../db/time";
import { unprocessable } from "../http/http-error";
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

/**
 * Deposits `amount` cents. A repeated Idempotency-Key returns the first deposit and charges nothing;
 * a failed charge writes nothing.
 */
export async function deposit(app: FastifyInstance, request: DepositRequest): Promise<DepositResult> {
  const { playerId, amount, idempotencyKey } = request;
  const now = app.clock.now();
  if (idempotencyKey) {
    const done = await previous(app, playerId, idempotencyKey);
    if (done) return done;
  }
  const minimum = app.env.MINIMUM_DEPOSIT_AMOUNT;
  if (amount < minimum) {
    throw unprocessable(PAYMENT_CODES.belowMinimum, `The minimum deposit is $${(minimum / 100).toFixed(2)}.`);
  }
  await assertCanPlay(app.db, playerId, now);
  const outcome = await request.charge();
  if (outcome !== "approved") throw paymentError(outcome, request.method);
  const id = randomUUID();
  try {
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
  } catch (error) {
    // A concurrent retry with the same key committed first: answer with its result.
    const done = idempotencyKey ? await previous(app, playerId, idempotencyKey) : null;
    if (done) return done;
    throw error;
  }
}
