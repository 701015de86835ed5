import {
  type BankAccountBody,
  cancelWithdrawal,
  createWithdrawal,
  getSpendWeeks,
  getStatement,
  getTransactions,
  getWithdrawals,
  setBankAccount,
  type TransactionsQuery,
} from "@lotto/api";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";
import { WALLET_KEYS } from "./wallet-queries";

/** Query keys of the wallet's record; any money move refreshes them with the balance. */
export const RECORD_KEYS = {
  transactions: ["transactions"],
  withdrawals: ["withdrawals"],
  spendWeeks: ["spend-weeks"],
  statement: (month: string) => ["statement", month],
} as const;

/** How many transactions a page shows. */
export const TRANSACTIONS_PAGE = 20;

/** The filters of the transaction list. */
export type TransactionFilters = Pick<TransactionsQuery, "type" | "from_date" | "to_date">;

/** `GET /user/transactions`, page after page by cursor. */
export function useTransactions(filters: TransactionFilters) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: [...RECORD_KEYS.transactions, filters],
    queryFn: ({ pageParam }) =>
      getTransactions(api, {
        query: { ...filters, limit: TRANSACTIONS_PAGE, ...(pageParam ? { before: pageParam } : {}) },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}

/** `GET /user/withdrawals`. */
export function useWithdrawals() {
  const api = useApi();
  return useQuery({ queryKey: RECORD_KEYS.withdrawals, queryFn: () => getWithdrawals(api) });
}

/** `GET /user/statements/{month}`, once a month is chosen. */
export function useStatement(month: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: RECORD_KEYS.statement(month ?? ""),
    queryFn: () => getStatement(api, { params: { month: month ?? "" } }),
    enabled: month !== null,
  });
}

/** `GET /user/spend-weeks`. */
export function useSpendWeeks() {
  const api = useApi();
  return useQuery({ queryKey: RECORD_KEYS.spendWeeks, queryFn: () => getSpendWeeks(api) });
}

/** Saving the bank account, withdrawing and cancelling; each refreshes balance, list and record. */
export function useWithdrawalActions() {
  const api = useApi();
  const client = useQueryClient();
  const refresh = () =>
    Promise.all(
      [WALLET_KEYS.balances, RECORD_KEYS.withdrawals, RECORD_KEYS.transactions].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
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
