/**
 * Deposited money leaves a closed-loop wallet only when the account closes (docs/decisions.md
 * "Closed-loop wallet"): refunded to the payment method each deposit came from, newest deposits first
 * until the deposited money is gone (core `closureRefunds`). Each refund is recorded and debited in the
 * closing transaction, then sent through the deposit's payment adapter with the deposit id as its
 * reference, and settled by the adapter's answer; a refund the adapter cannot take (a bank payment, a
 * refused or failed call) stays listed for the operator.
 */
import { randomUUID } from "node:crypto";
import { closureRefunds } from "@lotto/core";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Db, Tx } from "../db";
import { deposits } from "../db/schema/accounts";
import { depositRefunds } from "../db/schema/buckets";
import { toDate } from "../db/time";
import type { RefundOutcome } from "../payments/card-gateway";
import type { PaymentGateways } from "../payments/gateways";
import { bucketsOf } from "./balances";
import { lockWallet, postLedgerEntry } from "./ledger";

/** A refund recorded at closure, to send through its deposit's adapter. */
export interface PlannedRefund {
  id: string;
  depositId: string;
  method: string;
  amount: number;
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
    await tx.insert(depositRefunds).values({
      id,
      playerId,
      depositId,
      amount,
      status: "pending",
      createdAt: toDate(now),
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
 * stays pending for the operator) and settles it by the answer: refunded, or failed when the provider
 * will not take it; a provider that could not be reached leaves it pending.
 */
export async function sendClosureRefunds(
  db: Db,
  gateways: PaymentGateways,
  planned: readonly PlannedRefund[],
  now: Temporal.Instant,
): Promise<void> {
  for (const refund of planned) {
    const adapter =
      refund.method === "card" ? gateways.cardGateway : refund.method === "paypal" ? gateways.paypal : null;
    if (!adapter) continue;
    const outcome: RefundOutcome = await adapter
      .refund(refund.depositId, refund.amount)
      .catch(() => "service_unavailable" as const);
    const status = outcome === "refunded" ? "refunded" : outcome === "not_refundable" ? "failed" : null;
    if (!status) continue;
    await db
      .update(depositRefunds)
      .set({ status, settledAt: toDate(now) })
      .where(and(eq(depositRefunds.id, refund.id), eq(depositRefunds.status, "pending")));
  }
}
