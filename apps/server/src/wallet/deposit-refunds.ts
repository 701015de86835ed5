/**
 * Deposited money leaves a closed-loop wallet only when the account closes (docs/decisions.md
 * "Closed-loop wallet"): refunded to the payment method each deposit came from, newest deposits first
 * until the deposited money is gone (core `closureRefunds`). Each refund is recorded and debited in the
 * closing transaction, then sent through the deposit's payment adapter with the deposit id as its
 * reference, and settled by the adapter's answer; one that could not be sent is retried with backoff
 * (closure-refund-retry.ts), and one with no adapter (a bank payment) or refused stays listed for the
 * operator (`refunds:list`).
 */
import { randomUUID } from "node:crypto";
import { closureRefunds } from "@lotto/core";
import { and, desc, eq, sql } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { Db, Tx } from "../db";
import { deposits } from "../db/schema/accounts";
import { depositRefunds } from "../db/schema/buckets";
import { toDate } from "../db/time";
import type { CardGateway, RefundOutcome } from "../payments/card-gateway";
import type { PaymentGateways } from "../payments/gateways";
import type { Paypal } from "../payments/paypal";
import { bucketsOf } from "./balances";
import { lockWallet, postLedgerEntry } from "./ledger";

/** A refund recorded at closure, to send through its deposit's adapter. */
export interface PlannedRefund {
  id: string;
  depositId: string;
  method: string;
  amount: number;
}

/**
 * How long a send belongs to the one instance that claimed it (its `next_attempt_at` is pushed this far),
 * so another instance's retry skips it: well past any adapter call's timeout.
 */
export const REFUND_CLAIM = Temporal.Duration.from({ minutes: 5 });

/** The adapter that refunds a deposit made with `method`; a bank payment (BPAY, transfer) has none. */
export function refundAdapterOf(gateways: PaymentGateways, method: string): CardGateway | Paypal | null {
  return method === "card" ? gateways.cardGateway : method === "paypal" ? gateways.paypal : null;
}

/** The wait before the next send after `attempts` that could not reach the provider: 1, 2, 4 … minutes, at most 6 h. */
export function refundRetryDelay(attempts: number): Temporal.Duration {
  return Temporal.Duration.from({ minutes: Math.min(2 ** Math.max(0, attempts - 1), 360) });
}

/** The ledger reference of a closure refund's debit. */
export const depositRefundReference = (id: string) => `deposit-refund:${id}`;

/**
 * In the closing transaction `tx`: locks the wallet, records a refund per deposit (newest first) until
 * the deposited money is gone, and debits each from it. Returns what to send once committed.
 */
export async function recordClosureRefunds(
  tx: Tx,
  playerId: string,
  now: Temporal.Instant,
): Promise<PlannedRefund[]> {
  const { deposited } = bucketsOf(await lockWallet(tx, playerId));
  if (deposited === 0) return [];
  const refunded = tx
    .select({
      depositId: depositRefunds.depositId,
      total: sql<string>`sum(${depositRefunds.amount})`.as("refunded_total"),
    })
    .from(depositRefunds)
    .where(eq(depositRefunds.playerId, playerId))
    .groupBy(depositRefunds.depositId)
    .as("refunded");
  const rows = await tx
    .select({
      id: deposits.id,
      method: deposits.method,
      amount: deposits.amount,
      refunded: sql<string>`coalesce(${refunded.total}, 0)`,
    })
    .from(deposits)
    .leftJoin(refunded, eq(refunded.depositId, deposits.id))
    .where(and(eq(deposits.playerId, playerId), eq(deposits.status, "completed")))
    .orderBy(desc(deposits.createdAt), desc(deposits.id));
  const plan = closureRefunds(
    deposited,
    rows.map((r) => ({ id: r.id, refundable: r.amount - Number(r.refunded) })),
  );
  const planned: PlannedRefund[] = [];
  for (const { id: depositId, amount } of plan) {
    const id = randomUUID();
    const method = rows.find((r) => r.id === depositId)?.method ?? "card";
    // Claimed by this request's send (attempt 1) when there is an adapter; else the operator's.
    const sendable = method === "card" || method === "paypal";
    await tx.insert(depositRefunds).values({
      id,
      playerId,
      depositId,
      amount,
      status: "pending",
      createdAt: toDate(now),
      attempts: sendable ? 1 : 0,
      nextAttemptAt: sendable ? toDate(now.add(REFUND_CLAIM)) : null,
      lastError: sendable ? null : "no refund adapter",
    });
    await postLedgerEntry(tx, {
      playerId,
      kind: "deposit_refund",
      amount: -amount,
      reference: depositRefundReference(id),
      at: now,
    });
    planned.push({ id, depositId, method, amount });
  }
  return planned;
}

/**
 * Sends each recorded refund through its deposit's adapter (card or PayPal; a bank payment has none and
 * stays pending for the operator) and settles it by the answer.
 */
export async function sendClosureRefunds(
  db: Db,
  gateways: PaymentGateways,
  planned: readonly PlannedRefund[],
  now: Temporal.Instant,
): Promise<void> {
  for (const refund of planned) {
    const adapter = refundAdapterOf(gateways, refund.method);
    if (adapter) await sendRefund(db, adapter, refund, now);
  }
}

/**
 * Sends one claimed refund (attempt `attempts`) and settles it by the answer: refunded, or failed when
 * the provider will not take it; a provider that could not be reached leaves it pending, due again after
 * the backoff. Each update holds only while the row is still pending (the operator may have paid it).
 */
export async function sendRefund(
  db: Db,
  adapter: CardGateway | Paypal,
  refund: Pick<PlannedRefund, "id" | "depositId" | "amount"> & { attempts?: number },
  now: Temporal.Instant,
): Promise<RefundOutcome> {
  const outcome: RefundOutcome = await Promise.resolve()
    .then(() => adapter.refund(refund.depositId, refund.amount))
    .catch(() => "service_unavailable" as const);
  const pending = and(eq(depositRefunds.id, refund.id), eq(depositRefunds.status, "pending"));
  if (outcome === "refunded" || outcome === "not_refundable") {
    await db
      .update(depositRefunds)
      .set({
        status: outcome === "refunded" ? "refunded" : "failed",
        settledAt: toDate(now),
        settledBy: "provider",
        nextAttemptAt: null,
        lastError: outcome === "refunded" ? null : "refused by the provider",
      })
      .where(pending);
  } else {
    await db
      .update(depositRefunds)
      .set({ nextAttemptAt: toDate(now.add(refundRetryDelay(refund.attempts ?? 1))), lastError: outcome })
      .where(pending);
  }
  return outcome;
}
