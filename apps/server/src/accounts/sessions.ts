/** Ending a session and the welcome view's email check (R-CALLS logout, check-credentials). */
import type { CheckCredentialsResponse } from "@lotto/api";
import { eq, lt } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { Db } from "../db";
import { players, revokedSessions } from "../db/schema/accounts";
import { toDate } from "../db/time";
import { reviewStateOf } from "./identity-review";
import { announceSessionsChanged } from "./session-standing";

/** Revokes a session token by its id until it would have expired anyway; its streams end too. */
export async function revokeSession(
  db: Db,
  session: { playerId: string; jti: string; exp: number },
  now: Temporal.Instant,
): Promise<void> {
  await db
    .insert(revokedSessions)
    .values({
      jti: session.jti,
      expiresAt: toDate(Temporal.Instant.fromEpochMilliseconds(session.exp * 1000)),
    })
    .onConflictDoNothing();
  await announceSessionsChanged(db, session.playerId);
  // Housekeeping: revoked ids past their expiry can no longer be replayed anyway.
  await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, toDate(now)));
}

/** Whether an email is free, or which step its account is waiting for. */
export async function credentialsCheck(db: Db, email: string): Promise<CheckCredentialsResponse> {
  const [player] = await db
    .select({ id: players.id, status: players.status })
    .from(players)
    .where(eq(players.email, email.toLowerCase()));
  const inReview = player?.status === "PENDING_KYC" && (await reviewStateOf(db, player.id)) === "open";
  return {
    available: !player,
    can_resume_registration: player?.status === "PENDING_KYC" && !inReview,
    is_identity_in_review: inReview,
    is_prs_account: player?.status === "PRS",
    is_pending_activation: player?.status === "PENDING_ACTIVATION",
  };
}
