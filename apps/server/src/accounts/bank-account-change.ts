/**
 * Adding or changing the bank account withdrawals go to (docs/decisions.md "Bank account changes"):
 * the password first, under the lockout every password check shares, so a stolen session token alone
 * cannot redirect the player's money; then the account is saved and the player emailed.
 */
import type { BankAccountBody } from "@lotto/api";
import type { Clock } from "../config/clock";
import type { Db } from "../db";
import type { MailContext } from "../mail/mailer";
import { saveBankAccount } from "../wallet/bank-accounts";
import { requirePassword } from "./account-settings";

/** `PUT /user/bank-account`: checks the password, then saves the account (wallet/withdrawals.ts). */
export async function changeBankAccount(
  db: Db,
  clock: Clock,
  mail: MailContext,
  playerId: string,
  body: BankAccountBody,
) {
  await requirePassword(db, clock, playerId, body.password);
  return saveBankAccount(db, mail, playerId, body, clock.now());
}
