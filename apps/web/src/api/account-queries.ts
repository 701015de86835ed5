import {
  type ApiClient,
  type Favourite,
  getAutoplay,
  getAutoplays,
  getCards,
  getDepositLimits,
  getFavourites,
  getLegalDocument,
  getMarkedEntry,
  getNotificationSettings,
  getPaymentDetails,
  getPaypalClientToken,
  getPlayHistory,
  getSecurityQuestions,
  getSpendWeeks,
  getStatement,
  getTransactions,
  getWithdrawals,
  type LegalDocumentKind,
  type TransactionsQuery,
} from "@lotto/api";
import { type PlayHistoryFilters, playHistoryQuery } from "@lotto/core";
import { infiniteQueryOptions, keepPreviousData, queryOptions } from "@tanstack/react-query";
import { queryKeys } from "./queries";

/** How many transactions a page shows. */
export const TRANSACTIONS_PAGE = 20;

/** The filters of the transaction list. */
export type TransactionFilters = Pick<TransactionsQuery, "type" | "from_date" | "to_date">;

/** What identifies a ticket's entry details (R-ENTITIES: coupon_id, first_draw_num, end_draw_num). */
export interface EntryKey {
  couponId: string;
  firstDraw: number;
  endDraw: number;
}

// The API lists favourites 20 a page (R-STATES); a favourite is found by walking the pages.
async function findFavourite(api: ApiClient, id: number): Promise<Favourite> {
  for (let page = 1; ; page += 1) {
    const result = await getFavourites(api, { query: { page } });
    const found = result.favourites.find((f) => f.favourite_id === id);
    if (found) return found;
    if (page >= result.total_pages) throw new Error("Favourite not found.");
  }
}

/**
 * The query options of the reads only the player's own pages make (wallet, tickets, account, legal),
 * apart from `queries.ts` so that the first page's JavaScript does not carry them or their answers'
 * schemas; their keys are `queryKeys`, as every read's.
 */
export const accountQueries = {
  /** `GET /user/autoplays`: every autoplay of the player with its next draw and history. */
  autoplays: (api: ApiClient) =>
    queryOptions({ queryKey: queryKeys.autoplays, queryFn: () => getAutoplays(api) }),
  /** `GET /user/autoplays/{id}`: one autoplay, whose numbers the game page edits. */
  autoplay: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: [...queryKeys.autoplay, id],
      queryFn: () => getAutoplay(api, { params: { autoplayId: id } }),
    }),
  /** `GET /user/cards`. */
  cards: (api: ApiClient) => queryOptions({ queryKey: queryKeys.cards, queryFn: () => getCards(api) }),
  /** `GET /user/deposit-limits`: the deposit limit the wallet and the account show, and what may be deposited now. */
  depositLimits: (api: ApiClient) =>
    queryOptions({ queryKey: queryKeys.depositLimits, queryFn: () => getDepositLimits(api) }),
  /** `GET /user/payment-details`. */
  paymentDetails: (api: ApiClient) =>
    queryOptions({ queryKey: queryKeys.paymentDetails, queryFn: () => getPaymentDetails(api) }),
  /** `GET /user/paypal/client-token` (R-CALLS). */
  paypalToken: (api: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.paypalToken,
      queryFn: () => getPaypalClientToken(api),
      staleTime: 5 * 60_000,
    }),
  /** `GET /user/transactions`, page after page by cursor. */
  transactions: (api: ApiClient, filters: TransactionFilters) =>
    infiniteQueryOptions({
      queryKey: [...queryKeys.transactions, filters],
      queryFn: ({ pageParam }) =>
        getTransactions(api, {
          query: { ...filters, limit: TRANSACTIONS_PAGE, ...(pageParam ? { before: pageParam } : {}) },
        }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.next_cursor,
    }),
  /** `GET /user/withdrawals`. */
  withdrawals: (api: ApiClient) =>
    queryOptions({ queryKey: queryKeys.withdrawals, queryFn: () => getWithdrawals(api) }),
  /** `GET /user/spend-weeks`. */
  spendWeeks: (api: ApiClient) =>
    queryOptions({ queryKey: queryKeys.spendWeeks, queryFn: () => getSpendWeeks(api) }),
  /** `GET /user/statements/{month}`. */
  statement: (api: ApiClient, month: string) =>
    queryOptions({
      queryKey: [...queryKeys.statements, month],
      queryFn: () => getStatement(api, { params: { month } }),
    }),
  /** One favourite by id, to load or edit on the game page (R-STATES load favourite). */
  favourite: (api: ApiClient, id: number) =>
    queryOptions({ queryKey: [...queryKeys.favourite, id], queryFn: () => findFavourite(api, id) }),
  /** One page of the player's tickets for the filters (R-CALLS GET /user/play-history). */
  playHistory: (api: ApiClient, filters: PlayHistoryFilters) => {
    const query = playHistoryQuery(filters);
    return queryOptions({
      queryKey: [...queryKeys.playHistory, query],
      queryFn: () =>
        getPlayHistory(api, {
          query: {
            ...query,
            page: Number(query.page),
            ...(query.game_id ? { game_id: Number(query.game_id) } : {}),
            ...(query.status ? { status: Number(query.status) } : {}),
          } as Parameters<typeof getPlayHistory>[1]["query"],
        }),
      placeholderData: keepPreviousData,
    });
  },
  /** A ticket's per-draw outcome (R-CALLS GET /user/play-history/marked/{coupon_id}). */
  markedEntry: (api: ApiClient, key: EntryKey) =>
    queryOptions({
      queryKey: [...queryKeys.markedEntry, key],
      queryFn: () =>
        getMarkedEntry(api, {
          params: { coupon_id: key.couponId },
          query: { first_draw_num: key.firstDraw, end_draw_num: key.endDraw },
        }),
    }),
  /** The coupon of a bought ticket, for 'Play again' from Tickets (R-SCREENS). */
  playedCoupon: (api: ApiClient, couponId: string) =>
    queryOptions({
      queryKey: [...queryKeys.playedCoupon, couponId],
      queryFn: async () => (await getMarkedEntry(api, { params: { coupon_id: couponId }, query: {} })).coupon,
    }),
  /** The remembered permission answer and jackpot alert threshold (account tab 3). */
  notificationSettings: (api: ApiClient) =>
    queryOptions({ queryKey: queryKeys.notificationSettings, queryFn: () => getNotificationSettings(api) }),
  /** The questions a player may choose (`GET /user/security-questions`); they never change in a session. */
  securityQuestions: (api: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.securityQuestions,
      queryFn: () => getSecurityQuestions(api),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** A legal document (terms or privacy policy) in its current version. */
  legal: (api: ApiClient, kind: LegalDocumentKind) =>
    queryOptions({
      queryKey: [...queryKeys.legal, kind],
      queryFn: () => getLegalDocument(api, { params: { kind } }),
    }),
};
