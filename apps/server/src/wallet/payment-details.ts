import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../db";
import { paymentReferences } from "../db/schema/payments";
import { isLuhnValid } from "../payments/luhn";

/** Our BPAY biller code and bank account for transfers (illustrative, docs/decisions.md#d8). */
export const BPAY_BILLER_CODE = "654321";
export const BANK_ACCOUNT = {
  account_name: "Play Online Player Deposits",
  bsb: "066-000",
  account_number: "12345678",
};

/**
 * The player's BPAY / bank-transfer reference: 9 digits derived from the player id plus a Luhn check
 * digit, stable for the player so every transfer finds its wallet.
 */
export function customerReference(playerId: string): string {
  const digest = createHash("sha256").update(playerId).digest();
  const base = (digest.readUInt32BE(0) % 900_000_000) + 100_000_000;
  for (let check = 0; check <= 9; check++) {
    const candidate = `${base}${check}`;
    if (isLuhnValid(`00${candidate}`)) return candidate;
  }
  return `${base}0`;
}

/** Tries before giving up on a free reference (a clash needs two sha-256 prefixes to meet). */
const MAX_REFERENCE_TRIES = 20;

/**
 * The player's payment reference, assigned on first use and kept in `payment_references` so an
 * incoming payment finds exactly one wallet. The first choice is {@link customerReference} (what
 * earlier versions showed); if another player already holds it, a salted variant is taken.
 */
export async function paymentReferenceOf(db: DbOrTx, playerId: string): Promise<string> {
  for (let attempt = 0; attempt < MAX_REFERENCE_TRIES; attempt++) {
    const [held] = await db
      .select({ reference: paymentReferences.reference })
      .from(paymentReferences)
      .where(eq(paymentReferences.playerId, playerId));
    if (held) return held.reference;
    const reference = customerReference(attempt === 0 ? playerId : `${playerId}#${attempt}`);
    // Either conflict (this player got one meanwhile, or the reference is taken) inserts nothing.
    await db.insert(paymentReferences).values({ playerId, reference }).onConflictDoNothing();
  }
  throw new Error(`No free payment reference for ${playerId}`);
}

/** The player a payment reference belongs to, or null. */
export async function playerOfReference(db: DbOrTx, reference: string): Promise<string | null> {
  const [row] = await db
    .select({ playerId: paymentReferences.playerId })
    .from(paymentReferences)
    .where(eq(paymentReferences.reference, reference));
  return row?.playerId ?? null;
}
