import * as v from "valibot";
import { requestString } from "./text";

/** The moments a feedback prompt can follow. */
export const FeedbackKindSchema = v.picklist(["purchase", "deposit"], "Choose purchase or deposit.");

/** `GET /feedback/coefficient?version=2` (R-ENTITIES Feedback coefficient). */
export const FeedbackCoefficientQuerySchema = v.object({ version: v.optional(requestString()) });
export const FeedbackCoefficientSchema = v.object({
  coefficient: v.object({ purchase: v.number(), deposit: v.number() }),
});

/** `POST /feedback/prompted`: the client showed a prompt after this kind of event. */
export const FeedbackPromptedBodySchema = v.object({ kind: FeedbackKindSchema });

/** `GET /feedback/should-prompt?kind=`: the post-purchase check of R-CALLS. */
export const ShouldPromptQuerySchema = v.object({ kind: FeedbackKindSchema });
export const ShouldPromptSchema = v.object({ should_prompt: v.boolean() });

/** `POST /feedback`: a rating and an optional comment. */
export const FeedbackBodySchema = v.object({
  rating: v.pipe(v.number("Rating is required."), v.integer(), v.minValue(1), v.maxValue(5)),
  comment: v.optional(v.pipe(requestString(), v.maxLength(1000, "Comment must be at most 1000 characters."))),
  kind: v.optional(v.picklist(["purchase", "deposit", "general"])),
});
export type FeedbackBody = v.InferOutput<typeof FeedbackBodySchema>;
