import { caller, defineEndpoint } from "../client/define-endpoint";
import { AckSchema } from "../schemas/common";
import { FeedbackBodySchema } from "../schemas/feedback";

/** `POST /feedback`: the contract both the client and the server use. */
export const sendFeedbackEndpoint = defineEndpoint({
  method: "POST",
  path: "/feedback",
  auth: true,
  body: FeedbackBodySchema,
  response: AckSchema,
});

/** Sends a rating and comment (R-GAMES leave feedback). */
export const sendFeedback = caller(sendFeedbackEndpoint);
