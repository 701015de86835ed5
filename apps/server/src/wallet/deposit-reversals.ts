/**
 * Gives back charges of deposits we failed (docs/payments.md "Reconciliation"): a lost answer, or a
 * lookup that found nothing then, may have been charged after all. For each deposit that failed within
 * `REVERSAL_WINDOW` (and whose request is over), the gateway is asked about its reference; a charge it
 * kept is refunded through the adapter (void before settlement, refund after) and the wallet is never
 * credited. The `deposit_reversals` row, claimed under the deposit's row lock, makes it happen once across
 * instances and retries; its lease keeps two instances from calling the gateway at once.
 */
import { and, eq, gte, inArray, isNull, lte, or } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { Db } from "../db";
import { deposits } from "../db/schema/accounts";
import { depositReversals } from "../db/schema/payments";
import { toDate } from "../db/time";
import type { PaymentGateways } from "../payments/gateways";
import { PENDING_GRACE } from "./deposit-reconcile";

/** How far back failed deposits are checked with the gateway. */
export const REVERSAL_WINDOW = Temporal.Duration.from({ hours: 72 });

/** How long an instance's refund call holds a reversal before another may try it again. */
const ATTEMPT_LEASE = PENDING_GRACE;

const gatewayOf = (gateways: PaymentGateways, method: string) =>
  method === "paypal" ? gateways.paypal : gateways.cardGateway;

/** Refunds what the gateway kept of recently failed deposits; returns how many were refunded now. */
export async function reverseKeptCharges(
  db: Db,
  gateways: PaymentGateways,
  now: Temporal.Instant,
): Promise<number> {
  const candidates = await db
    .select({
      id: deposits.id,
      method: deposits.method,
      amount: deposits.amount,
      claimed: depositReversals.depositId,
    })
    .from(deposits)
    .leftJoin(depositReversals, eq(depositReversals.depositId, deposits.id))
    .where(
      and(
        eq(deposits.status, "failed"),
        inArray(deposits.method, ["card", "paypal"]),
        lte(deposits.createdAt, toDate(now.subtract(PENDING_GRACE))),
        or(
          and(
            isNull(depositReversals.depositId),
            gte(deposits.settledAt, toDate(now.subtract(REVERSAL_WINDOW))),
          ),
          eq(depositReversals.status, "pending"),
        ),
      ),
    );
  let reversed = 0;
  for (const deposit of candidates) {
    const gateway = gatewayOf(gateways, deposit.method);
    if (deposit.claimed === null) {
      // A gateway that cannot answer now is asked again on the next sweep.
      const outcome = await gateway.chargeOutcome(deposit.id).catch(() => undefined);
      if (outcome !== "approved" || !(await claim(db, deposit, now))) continue;
    }
    if (!(await takeLease(db, deposit.id, now))) continue;
    const result = await gateway
      .refund(deposit.id, deposit.amount)
      .catch(() => "service_unavailable" as const);
    // A service failure leaves it pending: tried again once the lease has passed.
    if (result !== "refunded" && result !== "not_refundable") continue;
    await db
      .update(depositReversals)
      .set({ status: result, settledAt: toDate(now) })
      .where(and(eq(depositReversals.depositId, deposit.id), eq(depositReversals.status, "pending")));
    if (result === "refunded") reversed++;
  }
  return reversed;
}

/**
 * Records the reversal of a deposit still failed, under its row lock: completeDeposit takes the same
 * lock and credits nothing once this row exists. False when it is no longer failed.
 */
async function claim(
  db: Db,
  deposit: { id: string; amount: number },
  now: Temporal.Instant,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [failed] = await tx
      .select({ id: deposits.id })
      .from(deposits)
      .where(and(eq(deposits.id, deposit.id), eq(deposits.status, "failed")))
      .for("update");
    if (!failed) return false;
    await tx
      .insert(depositReversals)
      .values({ depositId: deposit.id, amount: deposit.amount, status: "pending", createdAt: toDate(now) })
      .onConflictDoNothing();
    return true;
  });
}

/** Takes the reversal's attempt lease when it is free; false when another instance holds it. */
async function takeLease(db: Db, depositId: string, now: Temporal.Instant): Promise<boolean> {
  const taken = await db
    .update(depositReversals)
    .set({ attemptAt: toDate(now) })
    .where(
      and(
        eq(depositReversals.depositId, depositId),
        eq(depositReversals.status, "pending"),
        or(
          isNull(depositReversals.attemptAt),
          lte(depositReversals.attemptAt, toDate(now.subtract(ATTEMPT_LEASE))),
        ),
      ),
    )
    .returning({ id: depositReversals.depositId });
  return taken.length > 0;
}
