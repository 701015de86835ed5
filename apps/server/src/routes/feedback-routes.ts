import {
  feedbackPromptedEndpoint,
  getFeedbackCoefficientEndpoint,
  sendFeedbackEndpoint,
  shouldPromptFeedbackEndpoint,
} from "@lotto/api";
import type { FastifyInstance } from "fastify";
import { recordPrompt, saveFeedback, shouldPrompt } from "../accounts/feedback";
import { route } from "../http/route";

/** Feedback: coefficients, prompt bookkeeping and the feedback itself (R-ENTITIES, R-CALLS). */
export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  route(app, getFeedbackCoefficientEndpoint, async () => ({
    coefficient: {
      purchase: app.env.FEEDBACK_PURCHASE_COEFFICIENT,
      deposit: app.env.FEEDBACK_DEPOSIT_COEFFICIENT,
    },
  }));

  route(app, shouldPromptFeedbackEndpoint, async (request, { query }) => ({
    should_prompt: await shouldPrompt(app.db, request.playerId, query.kind, app.clock.now()),
  }));

  route(app, feedbackPromptedEndpoint, async (request, { body }) => {
    await recordPrompt(app.db, request.playerId, body.kind, app.clock.now());
    return { ok: true as const };
  });

  route(app, sendFeedbackEndpoint, async (request, { body }) => {
    await saveFeedback(app.db, request.playerId, body, app.clock.now());
    return { ok: true as const };
  });
}
