import { caller, defineEndpoint } from "../client/define-endpoint";
import { ShouldPromptQuerySchema, ShouldPromptSchema } from "../schemas/feedback";

/** `GET /feedback/should-prompt`: the contract both the client and the server use. */
export const shouldPromptFeedbackEndpoint = defineEndpoint({
  method: "GET",
  path: "/feedback/should-prompt",
  auth: true,
  query: ShouldPromptQuerySchema,
  response: ShouldPromptSchema,
});

/** Asks whether to prompt for feedback after a purchase or deposit (R-CALLS). */
export const shouldPromptFeedback = caller(shouldPromptFeedbackEndpoint);
