/** Feedback (R-ENTITIES, R-CALLS): when to ask a player again, and what they sent. */
import type { FeedbackBody } from "@lotto/api";
import { and, eq } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { Db } from "../db";
import { feedback, feedbackPrompts } from "../db/schema/accounts";
import { toDate, toInstant } from "../db/time";

/** A player is asked for feedback about the same kind of event at most once in this period. */
export const PROMPT_INTERVAL = Temporal.Duration.from({ hours: 30 * 24 });

/** True when the player was never asked about this kind of event, or last asked a period ago. */
export async function shouldPrompt(db: Db, playerId: string, kind: string, now: Temporal.Instant) {
  const [row] = await db
    .select()
    .from(feedbackPrompts)
    .where(and(eq(feedbackPrompts.playerId, playerId), eq(feedbackPrompts.kind, kind)));
  const next = row ? toInstant(row.promptedAt).add(PROMPT_INTERVAL) : null;
  return next === null || Temporal.Instant.compare(next, now) <= 0;
}

/** Records that the player was asked about this kind of event now. */
export async function recordPrompt(db: Db, playerId: string, kind: string, now: Temporal.Instant) {
  const promptedAt = toDate(now);
  await db
    .insert(feedbackPrompts)
    .values({ playerId, kind, promptedAt })
    .onConflictDoUpdate({ target: [feedbackPrompts.playerId, feedbackPrompts.kind], set: { promptedAt } });
}

/** Stores the player's feedback. */
export async function saveFeedback(db: Db, playerId: string, body: FeedbackBody, now: Temporal.Instant) {
  await db.insert(feedback).values({
    playerId,
    rating: body.rating,
    comment: body.comment,
    kind: body.kind ?? "general",
    createdAt: toDate(now),
  });
}
