/**
 * Incoming BPAY and bank-transfer payments (docs/api.md `POST /payments/bank-credit`; R-SERVER Money:
 * deposits by bank transfer and BPAY). The adapter reports each payment with the player's reference;
 * the deposit, its ledger entry and the bank transaction id are written in one transaction, so a
 * repeated report (same channel and transaction id) credits nothing more.
 */
import { randomUUID } from "node:crypto";
import { BANK_CREDIT_CODES, type BankCreditBody, type BankCreditResponse } from "@lotto/api";
import { and, eq } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Db } from "../db";
import { deposits } from "../db/schema/accounts";
import { bankCredits } from "../db/schema/payments";
import { toDate } from "../db/time";
import { HttpError } from "../http/http-error";
import { postLedgerEntry } from "./ledger";
import { assertCanPlay } from "./limits";
import { playerOfReference } from "./payment-details";

/** Text of an unknown reference: nobody was shown it, so the money goes back to the sender. */
export const UNKNOWN_REFERENCE_TEXT =
  "No player has this payment reference. Return the payment to the sender.";
/** Text when a transaction id comes back with other details than the first time. */
export const TRANSACTION_CONFLICT_TEXT =
  "This bank transaction id was already credited with different details.";

/** Thrown inside the transaction when the transaction id is already recorded: rolls everything back. */
class AlreadyCredited extends Error {}

/**
 * Credits one incoming payment. Unknown references are refused (404); a self-excluded or closed
 * player's payment is refused (403 PLAYER_SELF_EXCLUDED) and not credited, so the adapter returns it
 * (R-ROLES: no deposits while self-excluded). No deposit minimum: the money has already arrived.
 */
export async function creditBankPayment(
  db: Db,
  payment: BankCreditBody,
  now: Temporal.Instant,
): Promise<BankCreditResponse> {
  const earlier = await previousCredit(db, payment);
  if (earlier) return earlier;
  const playerId = await playerOfReference(db, payment.reference);
  if (!playerId) throw new HttpError(404, BANK_CREDIT_CODES.unknownReference, UNKNOWN_REFERENCE_TEXT);
  const depositId = randomUUID();
  try {
    await db.transaction(async (tx) => {
      await assertCanPlay(tx, playerId, now);
      await tx.insert(deposits).values({
        id: depositId,
        playerId,
        method: payment.channel,
        amount: payment.amount,
        idempotencyKey: `${payment.channel}:${payment.transaction_id}`,
        createdAt: toDate(now),
      });
      // The claim on the transaction id: a concurrent report waits here, then finds it taken.
      const claimed = await tx
        .insert(bankCredits)
        .values({
          channel: payment.channel,
          transactionId: payment.transaction_id,
          playerId,
          reference: payment.reference,
          amount: payment.amount,
          depositId,
          createdAt: toDate(now),
        })
        .onConflictDoNothing()
        .returning({ depositId: bankCredits.depositId });
      if (claimed.length === 0) throw new AlreadyCredited();
      await postLedgerEntry(tx, {
        playerId,
        kind: "deposit",
        amount: payment.amount,
        reference: `deposit:${depositId}`,
        at: now,
      });
    });
  } catch (error) {
    if (!(error instanceof AlreadyCredited) && !isUniqueViolation(error)) throw error;
    const first = await previousCredit(db, payment);
    if (first) return first;
    throw error;
  }
  return { deposit_id: depositId, amount: payment.amount, duplicate: false };
}

/** The credit this transaction id already made; 409 if it came with other details. */
async function previousCredit(db: Db, payment: BankCreditBody): Promise<BankCreditResponse | null> {
  const [row] = await db
    .select()
    .from(bankCredits)
    .where(
      and(eq(bankCredits.channel, payment.channel), eq(bankCredits.transactionId, payment.transaction_id)),
    );
  if (!row) return null;
  if (row.reference !== payment.reference || row.amount !== payment.amount) {
    throw new HttpError(409, BANK_CREDIT_CODES.transactionConflict, TRANSACTION_CONFLICT_TEXT);
  }
  return { deposit_id: row.depositId, amount: row.amount, duplicate: true };
}

/** PostgreSQL unique_violation, however the driver wraps it (the deposits key of a concurrent twin). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}
