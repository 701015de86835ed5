/** The user-details view of R-ENTITIES and the account changes that return it. */
import type { UserDetails } from "@lotto/api";
import { eq } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { DbOrTx } from "../db";
import { players, spendLimits } from "../db/schema/accounts";
import { toInstant } from "../db/time";
import { notFound } from "../http/http-error";

/** A password older than this prompts a change (R-STATES password-reminder). */
export const PASSWORD_MAX_AGE = Temporal.Duration.from({ hours: 365 * 24 });

/** True while a self-exclusion runs at `now`. */
export const isSelfExcluded = (until: Date | null, now: Temporal.Instant) =>
  until !== null && Temporal.Instant.compare(toInstant(until), now) > 0;

/**
 * The player's details (R-ENTITIES). Account setup is pending until the player has chosen a weekly
 * spend limit (docs/api.md), which `/account-setup` asks for.
 */
export async function userDetails(db: DbOrTx, playerId: string, now: Temporal.Instant): Promise<UserDetails> {
  const [row] = await db
    .select({ player: players, limitRow: spendLimits.playerId })
    .from(players)
    .leftJoin(spendLimits, eq(spendLimits.playerId, players.id))
    .where(eq(players.id, playerId));
  if (!row) throw notFound();
  const { player } = row;
  const passwordDue = toInstant(player.passwordChangedAt).add(PASSWORD_MAX_AGE);
  return {
    playerId: player.id,
    pending_account_setup: row.limitRow === null,
    should_prompt_password_change: Temporal.Instant.compare(passwordDue, now) <= 0,
    should_prompt_notification: player.shouldPromptNotification,
    terms_and_conditions_accepted: player.termsAccepted,
    privacy_policy_accepted: player.privacyAccepted,
    product_tour_prompted: player.productTourPrompted,
    selfExclusionFlag: isSelfExcluded(player.selfExcludedUntil, now) ? 1 : 0,
    userDtls: { firstname: player.firstname, lastname: player.lastname, email: player.email },
  };
}
