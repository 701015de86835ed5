import { type ApiClient, feedbackPrompted, getFeedbackCoefficient, shouldPromptFeedback } from "@lotto/api";
import { type FeedbackMoment, shouldAskForFeedback } from "@lotto/core";

/**
 * Whether to ask for feedback after a purchase or deposit (R-ENTITIES coefficient, R-STATES, R-CALLS): the server
 * says whether the player may be asked, core's rule rolls against the moment's coefficient, and a
 * prompt that will show is recorded with `POST /feedback/prompted`.
 */
export async function decideFeedbackPrompt(
  api: ApiClient,
  moment: FeedbackMoment,
  roll: number = Math.random(),
): Promise<boolean> {
  const { should_prompt } = await shouldPromptFeedback(api, { query: { kind: moment } });
  if (!should_prompt) return false;
  const { coefficient } = await getFeedbackCoefficient(api, { query: { version: "2" } });
  const ask = shouldAskForFeedback({ eligible: true, coefficient: coefficient[moment], roll });
  // Losing the bookkeeping only means the player may be asked again sooner.
  if (ask) await feedbackPrompted(api, { body: { kind: moment } }).catch(() => undefined);
  return ask;
}
