/**
 * Publishing new terms (R-ACCOUNT terms prompt): when the terms and conditions or privacy policy change,
 * the operator marks a player's acceptance as outdated, so their next visit shows the
 * terms-and-conditions prompt until they accept again (`POST /user/update-flag`).
 */
import { eq } from "drizzle-orm";
import type { Db } from "../db";
import { players } from "../db/schema/accounts";
import { badRequest, notFound } from "../http/http-error";

/** `terms:outdate --email x`: the player must accept the current terms and privacy policy again. */
export async function outdateTerms(db: Db, email: unknown): Promise<{ email: string }> {
  if (typeof email !== "string" || !email.includes("@")) throw badRequest("email is required.");
  const address = email.toLowerCase();
  const updated = await db
    .update(players)
    .set({ termsAccepted: false, privacyAccepted: false })
    .where(eq(players.email, address))
    .returning({ id: players.id });
  if (updated.length === 0) throw notFound();
  return { email: address };
}
