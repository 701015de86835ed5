import { caller, defineEndpoint } from "../client/define-endpoint";
import { AckSchema } from "../schemas/common";
import { FeedbackPromptedBodySchema } from "../schemas/feedback";

/** `POST /feedback/prompted`: the contract both the client and the server use. */
export const feedbackPromptedEndpoint = defineEndpoint({
  method: "POST",
  path: "/feedback/prompted",
  auth: true,
  body: FeedbackPromptedBodySchema,
  response: AckSchema,
});

/** Records that a feedback prompt was shown (R-CALLS). */
export const feedbackPrompted = caller(feedbackPromptedEndpoint);
