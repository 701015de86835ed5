import { createHash } from "node:crypto";
import { isLuhnValid } from "../payments/luhn";

/** Our BPAY biller code and bank account for transfers (illustrative, DECISIONS 8). */
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
