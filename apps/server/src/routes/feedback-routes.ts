import {
  feedbackPromptedEndpoint,
  getFeedbackCoefficientEndpoint,
  sendFeedbackEndpoint,
  shouldPromptFeedbackEndpoint,
} from "@lotto/api";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Temporal } from "temporal-polyfill";
import { feedback, feedbackPrompts } from "../db/schema/accounts";
import { toDate, toInstant } from "../db/time";
import { route } from "../http/route";

/** A player is asked for feedback about the same kind of event at most once in this period. */
export const PROMPT_INTERVAL = Temporal.Duration.from({ hours: 30 * 24 });

/** Feedback: coefficients, prompt bookkeeping and the feedback itself (R-ENTITIES, R-CALLS). */
export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  route(app, getFeedbackCoefficientEndpoint, async () => ({
    coefficient: {
      purchase: app.env.FEEDBACK_PURCHASE_COEFFICIENT,
      deposit: app.env.FEEDBACK_DEPOSIT_COEFFICIENT,
    },
  }));

  route(app, shouldPromptFeedbackEndpoint, async (request, { query }) => {
    const [row] = await app.db
      .select()
      .from(feedbackPrompts)
      .where(and(eq(feedbackPrompts.playerId, request.playerId), eq(feedbackPrompts.kind, query.kind)));
    const next = row ? toInstant(row.promptedAt).add(PROMPT_INTERVAL) : null;
    return { should_prompt: next === null || Temporal.Instant.compare(next, app.clock.now()) <= 0 };
  });

  route(app, feedbackPromptedEndpoint, async (request, { body }) => {
    const promptedAt = toDate(app.clock.now());
    await app.db
      .insert(feedbackPrompts)
      .values({ playerId: request.playerId, kind: body.kind, promptedAt })
      .onConflictDoUpdate({ target: [feedbackPrompts.playerId, feedbackPrompts.kind], set: { promptedAt } });
    return { ok: true as const };
  });

  route(app, sendFeedbackEndpoint, async (request, { body }) => {
    await app.db.insert(feedback).values({
      playerId: request.playerId,
      rating: body.rating,
      comment: body.comment,
      kind: body.kind ?? "general",
      createdAt: toDate(app.clock.now()),
    });
    return { ok: true as const };
  });
}
