import { type BankAccountBody, cancelWithdrawal, createWithdrawal, setBankAccount } from "@lotto/api";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { accountQueries, type TransactionFilters } from "@/api/account-queries";
import { invalidateAfter } from "@/api/invalidate";
import { useApi } from "@/hooks/use-api";

/** `GET /user/transactions`, page after page by cursor. */
export function useTransactions(filters: TransactionFilters) {
  return useInfiniteQuery(accountQueries.transactions(useApi(), filters));
}

/** `GET /user/withdrawals`. */
export function useWithdrawals() {
  return useQuery(accountQueries.withdrawals(useApi()));
}

/** `GET /user/statements/{month}`, once a month is chosen. */
export function useStatement(month: string | null) {
  return useQuery({ ...accountQueries.statement(useApi(), month ?? ""), enabled: month !== null });
}

/** `GET /user/spend-weeks`. */
export function useSpendWeeks() {
  return useQuery(accountQueries.spendWeeks(useApi()));
}

/** Saving the bank account, withdrawing and cancelling; each refreshes balance, list and record. */
export function useWithdrawalActions() {
  const api = useApi();
  const client = useQueryClient();
  const refresh = () => invalidateAfter(client, "withdrawal");
  return {
    saveAccount: useMutation({
      mutationFn: (body: BankAccountBody) => setBankAccount(api, { body }),
      onSuccess: refresh,
    }),
    withdraw: useMutation({
      // Each attempt carries its own key; the server answers a retried key with the first withdrawal.
      mutationFn: ({ amount, key }: { amount: number; key: string }) =>
        createWithdrawal(api, { body: { amount }, headers: { "Idempotency-Key": key } }),
      onSuccess: refresh,
    }),
    cancel: useMutation({
      mutationFn: (withdrawalId: string) => cancelWithdrawal(api, { params: { withdrawalId } }),
      onSuccess: refresh,
    }),
  };
}
