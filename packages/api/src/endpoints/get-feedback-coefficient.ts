import { caller, defineEndpoint } from "../client/define-endpoint";
import { FeedbackCoefficientQuerySchema, FeedbackCoefficientSchema } from "../schemas/feedback";

/** `GET /feedback/coefficient`: the contract both the client and the server use. */
export const getFeedbackCoefficientEndpoint = defineEndpoint({
  method: "GET",
  path: "/feedback/coefficient",
  auth: true,
  query: FeedbackCoefficientQuerySchema,
  response: FeedbackCoefficientSchema,
});

/** Fetches the feedback-prompt coefficients (R-CALLS, version=2). */
export const getFeedbackCoefficient = caller(getFeedbackCoefficientEndpoint);
