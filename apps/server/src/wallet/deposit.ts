/**
 * Deposits (docs/security.md "Money recorded before it moves"): minimum, then under the wallet lock the
 * right to play and the deposit limits (`deposit-limits.ts`) while the deposit is recorded as pending
 * with its Idempotency-Key, BEFORE the gateway is called; then completed
 * (status and ledger credit in one transaction) or failed. A crash or a failed write after the charge
 * leaves it pending; `deposit-reconcile.ts` settles it with the gateway's own record.
 */

import { randomUUID } from "node:crypto";
import { setTimeout } from "node:timers/promises";
import { PAYMENT_CODES } from "@lotto/api";
import { belowMinimumDepositText, type DepositCaps, type PaymentMethod } from "@lotto/core";
import { and, eq, ne } from "drizzle-orm";
import type { BaseLogger } from "pino";
import type { Temporal } from "temporal-polyfill";
import type { Db, Tx } from "../db";
import { deposits } from "../db/schema/accounts";
import { toDate } from "../db/time";
import { HttpError, unprocessable } from "../http/http-error";
import type { PaymentOutcome } from "../payments/card-gateway";
import { ChargeUnknownError } from "../payments/charge-unknown";
import { paymentError } from "../payments/payment-errors";
import { assertDepositWithinLimits } from "./deposit-limits";
import { completeDeposit, failDeposit } from "./deposit-settle";
import { readBalance } from "./ledger";
import { lockPlayableWallet } from "./limits";

/** One deposit request. `charge` runs only once the deposit is recorded, with its id as reference. */
export interface DepositRequest {
  playerId: string;
  amount: number;
  method: PaymentMethod;
  idempotencyKey: string | undefined;
  charge(reference: string): Promise<PaymentOutcome>;
  /** Runs once after a new deposit is credited (not on an idempotent replay). */
  afterCredit?: (() => Promise<unknown>) | undefined;
}

/**
 * What a deposit takes from the server: MINIMUM_DEPOSIT_AMOUNT, MAX_DEPOSIT_AMOUNT and
 * MAX_DEPOSITS_PER_DAY, and where to log a lost write.
 */
export interface DepositSettings {
  minimum: number;
  caps: DepositCaps;
  log: Pick<BaseLogger, "error">;
}

/** What `POST /user/deposits/*` answers. */
export interface DepositResult {
  deposit_id: string;
  amount: number;
  current_balance: number;
}

/** How long a replay waits for the first request with its key to finish. */
const WAIT_FOR_FIRST_MS = 10_000;
/** Replays that find the first request failed may try again; after this many, 409. */
const MAX_ATTEMPTS = 5;

/** Text when the first request with a key is still being charged, or its outcome is not yet recorded. */
export const DEPOSIT_IN_PROGRESS =
  "A deposit with this Idempotency-Key is still being processed. Please check your balance shortly.";

const inProgress = () => new HttpError(409, "DEPOSIT_IN_PROGRESS", DEPOSIT_IN_PROGRESS);

/**
 * The deposit that holds the key (pending or completed): its answer once completed, waiting while it
 * is pending; null when there is none (never made, or failed: the key is free again).
 */
async function firstWithKey(db: Db, playerId: string, key: string): Promise<DepositResult | null> {
  for (let waited = 0; ; waited += 25) {
    const [row] = await db
      .select({ id: deposits.id, amount: deposits.amount, status: deposits.status })
      .from(deposits)
      .where(
        and(eq(deposits.playerId, playerId), eq(deposits.idempotencyKey, key), ne(deposits.status, "failed")),
      );
    if (!row) return null;
    if (row.status === "completed") {
      return { deposit_id: row.id, amount: row.amount, current_balance: await readBalance(db, playerId) };
    }
    if (waited >= WAIT_FOR_FIRST_MS) throw inProgress();
    await setTimeout(25);
  }
}

/**
 * Records a pending deposit, in one transaction under the wallet lock: the player may play, and the
 * deposit keeps within the limits counting every deposit recorded before it (on any server). False
 * when another deposit already holds the key (its replay waits for that one, never refused here).
 */
async function recordPending(
  db: Db,
  request: DepositRequest,
  id: string,
  now: Temporal.Instant,
  caps: DepositCaps,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockPlayableWallet(tx, request.playerId, now);
    const inserted = await insertPending(tx, request, id, now);
    if (inserted)
      await assertDepositWithinLimits(
        tx,
        { id, playerId: request.playerId, amount: request.amount },
        now,
        caps,
      );
    return inserted;
  });
}

async function insertPending(tx: Tx, request: DepositRequest, id: string, now: Temporal.Instant) {
  const inserted = await tx
    .insert(deposits)
    .values({
      id,
      playerId: request.playerId,
      method: request.method,
      amount: request.amount,
      idempotencyKey: request.idempotencyKey ?? null,
      createdAt: toDate(now),
      status: "pending",
    })
    .onConflictDoNothing({
      target: [deposits.playerId, deposits.idempotencyKey],
      where: ne(deposits.status, "failed"),
    })
    .returning({ id: deposits.id });
  return inserted.length > 0;
}

/**
 * Deposits `amount` cents. A repeated Idempotency-Key returns the first deposit and charges nothing,
 * also when replays arrive at once on several servers: the pending record is the claim on the key, and
 * replays wait for its outcome. A failed charge marks the deposit failed and frees the key.
 */
export async function deposit(
  db: Db,
  request: DepositRequest,
  now: Temporal.Instant,
  settings: DepositSettings,
): Promise<DepositResult> {
  const { playerId, amount, idempotencyKey } = request;
  const { minimum } = settings;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (idempotencyKey) {
      const first = await firstWithKey(db, playerId, idempotencyKey);
      if (first) return first;
    }
    if (amount < minimum) {
      throw unprocessable(PAYMENT_CODES.belowMinimum, belowMinimumDepositText(minimum));
    }
    const id = randomUUID();
    if (await recordPending(db, request, id, now, settings.caps))
      return charge(db, request, id, now, settings);
  }
  throw inProgress();
}

async function isCompleted(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ status: deposits.status }).from(deposits).where(eq(deposits.id, id));
  return row?.status === "completed";
}

/** Calls the gateway for a recorded deposit, then completes or fails it. */
async function charge(
  db: Db,
  request: DepositRequest,
  id: string,
  now: Temporal.Instant,
  settings: DepositSettings,
): Promise<DepositResult> {
  let outcome: PaymentOutcome;
  try {
    outcome = await request.charge(id);
  } catch (error) {
    // The gateway's answer was lost: whether it charged is for reconciliation to find out.
    if (error instanceof ChargeUnknownError) {
      settings.log.error({ err: error, deposit: id }, "deposit charge outcome unknown; left pending");
      throw inProgress();
    }
    // Refused before the gateway charged (an unusable card token): nothing was charged.
    if (error instanceof HttpError) await failDeposit(db, id, "not_charged", now);
    throw error;
  }
  if (outcome !== "approved") {
    await failDeposit(db, id, outcome, now);
    throw paymentError(outcome, request.method);
  }
  let credited: boolean;
  try {
    credited = await completeDeposit(db, { id, playerId: request.playerId, amount: request.amount }, now);
  } catch (error) {
    // Charged but not credited (e.g. a full disk): the pending record stays for reconciliation.
    settings.log.error({ err: error, deposit: id }, "deposit charged but not recorded; left pending");
    throw inProgress();
  }
  // Not credited by us: reconciliation settled it first. Credited there, it is a success; failed there
  // (its charge is given back by the reversals), the player must not be told the money arrived.
  if (!credited && !(await isCompleted(db, id))) {
    settings.log.error({ deposit: id }, "deposit approved after it was failed; not credited");
    throw paymentError("external_failure", request.method);
  }
  await request.afterCredit?.();
  return {
    deposit_id: id,
    amount: request.amount,
    current_balance: await readBalance(db, request.playerId),
  };
}
