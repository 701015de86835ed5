/** The console's list reads: each one endpoint, its answer's schema and its key. */
import {
  operatorListCallbacksEndpoint,
  operatorListDrawsEndpoint,
  operatorListErrorsEndpoint,
  operatorListFeedbackEndpoint,
  operatorListKycEndpoint,
  operatorListWithdrawalsEndpoint,
} from "@lotto/api";
import { useQuery } from "@tanstack/react-query";
import {
  CallbacksAnswerSchema,
  ClientErrorsAnswerSchema,
  DrawsAnswerSchema,
  FeedbackAnswerSchema,
  ReviewsAnswerSchema,
  WithdrawalsAnswerSchema,
} from "./answers";
import { useApi } from "./api-context";
import { operatorCall } from "./operator-call";
import { queryKeys } from "./query-keys";

/** Identity reviews waiting for a decision, oldest first. */
export function useReviews() {
  const client = useApi();
  return useQuery({
    queryKey: queryKeys.reviews,
    queryFn: () => operatorCall(client, operatorListKycEndpoint, ReviewsAnswerSchema),
  });
}

/** Open callback requests, oldest first. */
export function useCallbacks() {
  const client = useApi();
  return useQuery({
    queryKey: queryKeys.callbacks,
    queryFn: () => operatorCall(client, operatorListCallbacksEndpoint, CallbacksAnswerSchema),
  });
}

/** Feedback of the last `days` days, newest first. */
export function useFeedback(days: number) {
  const client = useApi();
  return useQuery({
    queryKey: queryKeys.feedback(days),
    queryFn: () =>
      operatorCall(client, operatorListFeedbackEndpoint, FeedbackAnswerSchema, {
        query: { days: String(days) },
      }),
  });
}

/** The latest `limit` errors the web app reported, newest first. */
export function useClientErrors(limit: number) {
  const client = useApi();
  return useQuery({
    queryKey: queryKeys.clientErrors(limit),
    queryFn: () =>
      operatorCall(client, operatorListErrorsEndpoint, ClientErrorsAnswerSchema, {
        query: { limit: String(limit) },
      }),
  });
}

/** The next draw on sale of each game, then the latest draws run. */
export function useDraws() {
  const client = useApi();
  return useQuery({
    queryKey: queryKeys.draws,
    queryFn: () => operatorCall(client, operatorListDrawsEndpoint, DrawsAnswerSchema, { query: {} }),
  });
}

/** Pending and held withdrawals, oldest first, with the account to pay. */
export function useWithdrawals() {
  const client = useApi();
  return useQuery({
    queryKey: queryKeys.withdrawals,
    queryFn: () => operatorCall(client, operatorListWithdrawalsEndpoint, WithdrawalsAnswerSchema),
  });
}
