/**
 * The shapes of the operator answers the console reads (docs/api.md "Operator"). The contract leaves
 * them `unknown` for the CLI, which prints them as they come; the console parses each one here, so an
 * answer that changed shape fails with the field named instead of drawing a wrong page.
 */
import * as v from "valibot";

const text = v.string();
const optionalText = v.nullish(v.string());

export const DrawListingSchema = v.object({
  game: v.number(),
  draw_number: v.number(),
  status: text,
  sales_close: text,
  draw_time: text,
  winning_numbers: v.array(v.number()),
});
export type DrawListing = v.InferOutput<typeof DrawListingSchema>;
export const DrawsAnswerSchema = v.object({ draws: v.array(DrawListingSchema) });

export const WithdrawalSchema = v.object({
  id: v.union([v.number(), text]),
  player_id: text,
  player_name: optionalText,
  amount: v.number(),
  bsb: text,
  account_number: text,
  account_name: text,
  requested_at: text,
  status: text,
  held: optionalText,
});
export type Withdrawal = v.InferOutput<typeof WithdrawalSchema>;
export const WithdrawalsAnswerSchema = v.object({ withdrawals: v.array(WithdrawalSchema) });

export const ClaimPaidSchema = v.object({
  ticket_id: v.union([v.number(), text]),
  amount: v.number(),
  already_paid: v.boolean(),
});
export type ClaimPaid = v.InferOutput<typeof ClaimPaidSchema>;

export const ReviewSchema = v.object({
  id: v.union([v.number(), text]),
  player_id: text,
  email: text,
  firstname: text,
  lastname: text,
  date_of_birth: text,
  address: v.unknown(),
  submitted_at: text,
  email_confirmed: v.boolean(),
});
export type Review = v.InferOutput<typeof ReviewSchema>;
export const ReviewsAnswerSchema = v.object({ reviews: v.array(ReviewSchema) });

export const CallbackSchema = v.object({
  id: v.union([v.number(), text]),
  name: text,
  email: text,
  phone: text,
  preferred_time: optionalText,
  reason: optionalText,
  created_at: text,
});
export type Callback = v.InferOutput<typeof CallbackSchema>;
export const CallbacksAnswerSchema = v.object({ callbacks: v.array(CallbackSchema) });

export const FeedbackSchema = v.object({
  id: v.union([v.number(), text]),
  email: optionalText,
  rating: v.nullish(v.number()),
  comment: optionalText,
  kind: optionalText,
  created_at: text,
});
export type Feedback = v.InferOutput<typeof FeedbackSchema>;
export const FeedbackAnswerSchema = v.object({ feedback: v.array(FeedbackSchema) });

export const ClientErrorSchema = v.object({
  id: v.union([v.number(), text]),
  at: text,
  request_id: optionalText,
  kind: text,
  message: text,
  url: text,
  release: optionalText,
  user_agent: optionalText,
  stack: optionalText,
});
export type ClientError = v.InferOutput<typeof ClientErrorSchema>;
export const ClientErrorsAnswerSchema = v.object({ errors: v.array(ClientErrorSchema) });

export const ConfigOverrideSchema = v.object({ key: text, value: v.unknown(), updated_at: text });
export type ConfigOverride = v.InferOutput<typeof ConfigOverrideSchema>;
export const ConfigAnswerSchema = v.object({
  overrides: v.array(ConfigOverrideSchema),
  served: v.record(v.string(), v.unknown()),
});
export type ConfigAnswer = v.InferOutput<typeof ConfigAnswerSchema>;

export const PublishedTermsSchema = v.object({
  kind: text,
  version: v.number(),
  players_to_accept_again: v.number(),
});
export type PublishedTerms = v.InferOutput<typeof PublishedTermsSchema>;
