/**
 * The operator's identity review (docs/identity.md): without a verification vendor each sign-up's
 * details wait in `identity_reviews` until `kyc:approve` or `kyc:reject`. A player is cleared to play
 * once activated and their latest review, if any, is approved; the decision, the player's status and
 * the email telling them are written in one transaction.
 */
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Db, DbOrTx } from "../db";
import { players, type StoredAddress } from "../db/schema/accounts";
import { identityReviews, type ReviewDecision } from "../db/schema/identity";
import { toDate, toInstant } from "../db/time";
import { badRequest, HttpError } from "../http/http-error";
import { queueMail } from "../mail/mailer";

/** Where a player's identity review stands: none asked, waiting, or the latest decision. */
export type ReviewState = "none" | "open" | ReviewDecision;

/** The state of the player's latest review. */
export async function reviewStateOf(db: DbOrTx, playerId: string): Promise<ReviewState> {
  const [latest] = await db
    .select({ decision: identityReviews.decision })
    .from(identityReviews)
    .where(eq(identityReviews.playerId, playerId))
    .orderBy(desc(identityReviews.id))
    .limit(1);
  if (!latest) return "none";
  return latest.decision ?? "open";
}

/** Details as submitted for review. */
export interface ReviewDetails {
  firstname: string;
  lastname: string;
  dateOfBirth: string;
  address: StoredAddress;
}

/** Opens a review of the details; refused (409) while the player has one open. */
export async function openReview(
  tx: DbOrTx,
  playerId: string,
  details: ReviewDetails,
  now: Temporal.Instant,
): Promise<void> {
  // The partial unique index admits one open review per player, also against a concurrent sign-up.
  const [opened] = await tx
    .insert(identityReviews)
    .values({ playerId, ...details, submittedAt: toDate(now) })
    .onConflictDoNothing()
    .returning({ id: identityReviews.id });
  if (!opened) throw emailInUse();
}

/** The sign-up answer for an email whose account exists and cannot be resumed: the player logs in. */
export const emailInUse = () =>
  new HttpError(409, "EMAIL_IN_USE", "An account with this email already exists. Please log in.");

/** Open reviews, oldest first, with what the operator checks them against. */
export async function listOpenReviews(db: Db) {
  const rows = await db
    .select({ review: identityReviews, email: players.email, status: players.status })
    .from(identityReviews)
    .innerJoin(players, eq(players.id, identityReviews.playerId))
    .where(isNull(identityReviews.decision))
    .orderBy(asc(identityReviews.id));
  return {
    reviews: rows.map(({ review, email, status }) => ({
      id: review.id,
      player_id: review.playerId,
      email,
      firstname: review.firstname,
      lastname: review.lastname,
      date_of_birth: review.dateOfBirth,
      address: review.address,
      submitted_at: toInstant(review.submittedAt).toString(),
      // Not yet activated: approval waits for the emailed link before the player can log in.
      email_confirmed: status !== "PENDING_ACTIVATION",
    })),
  };
}

const REASON_MAX = 200;

/** A review id as the CLI or a script sends it. */
function reviewId(id: unknown): number {
  const n = typeof id === "string" && id.trim() !== "" ? Number(id) : id;
  if (typeof n !== "number" || !Number.isSafeInteger(n) || n < 1) throw badRequest("id must be a review id.");
  return n;
}

/** The reason a rejection gives the player: required, at most 200 characters. */
function rejectionReason(reason: unknown): string {
  const why = typeof reason === "string" ? reason.trim() : "";
  if (why.length === 0) throw badRequest("reason is required to reject an identity review.");
  if (why.length > REASON_MAX) throw badRequest(`reason must be at most ${REASON_MAX} characters.`);
  return why;
}

/**
 * Approves or rejects an open review (`kyc:approve`, `kyc:reject`). Approval of an activated account
 * makes it ACTIVE; a rejection leaves it PENDING_KYC, so the player may submit their details again.
 * The player is emailed either way (the rejection with its reason). Deciding again the same way answers
 * `already: true` and sends nothing; the opposite decision is refused.
 */
export async function decideReview(
  db: Db,
  id: unknown,
  decision: ReviewDecision,
  reason: unknown,
  now: Temporal.Instant,
) {
  const n = reviewId(id);
  const why = decision === "rejected" ? rejectionReason(reason) : null;
  return db.transaction(async (tx) => {
    const [decided] = await tx
      .update(identityReviews)
      .set({ decision, reason: why, decidedAt: toDate(now) })
      .where(and(eq(identityReviews.id, n), isNull(identityReviews.decision)))
      .returning();
    if (!decided) {
      const [row] = await tx.select().from(identityReviews).where(eq(identityReviews.id, n));
      if (!row) throw badRequest(`No identity review ${n}.`);
      if (row.decision !== decision) throw badRequest(`Identity review ${n} was already ${row.decision}.`);
      return answer(row, true);
    }
    if (decision === "approved") {
      await tx
        .update(players)
        .set({ status: "ACTIVE" })
        .where(and(eq(players.id, decided.playerId), eq(players.status, "PENDING_KYC")));
    }
    const [player] = await tx
      .select({ email: players.email, firstname: players.firstname, status: players.status })
      .from(players)
      .where(eq(players.id, decided.playerId));
    if (player) await queueMail(tx, decisionMail(player, decision, why), now);
    return answer(decided, false);
  });
}

const answer = (row: typeof identityReviews.$inferSelect, already: boolean) => ({
  id: row.id,
  player_id: row.playerId,
  decision: row.decision,
  reason: row.reason,
  decided_at: row.decidedAt ? toInstant(row.decidedAt).toString() : null,
  already,
});

/** The email telling the player the decision. */
function decisionMail(
  player: { email: string; firstname: string; status: string },
  decision: ReviewDecision,
  reason: string | null,
) {
  if (decision === "approved") {
    const next =
      player.status === "ACTIVE"
        ? "You can now log in, deposit and play."
        : "Activate your account with the link in our first email, then log in to deposit and play.";
    return {
      to: player.email,
      subject: "Your Play Online account is ready",
      body: `Hi ${player.firstname},\n\nThank you for waiting: we have confirmed your identity. ${next}\n`,
    };
  }
  return {
    to: player.email,
    subject: "We could not confirm your identity",
    body:
      `Hi ${player.firstname},\n\nWe could not confirm your identity from the details you gave, so your ` +
      `account cannot be used to play.\n\nReason: ${reason}\n\nYou can log in and submit your details ` +
      "again, or call our customer services team on 133 777.\n",
  };
}
