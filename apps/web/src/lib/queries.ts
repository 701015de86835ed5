import {
  type ApiClient,
  type Favourite,
  geoCheck,
  getBalances,
  getCards,
  getConfig,
  getFavourites,
  getGames,
  getLegalDocument,
  getLimits,
  getMarkedEntry,
  getNotificationSettings,
  getNotifications,
  getPaymentDetails,
  getPaypalClientToken,
  getPlayHistory,
  getResults,
  getSecurityQuestions,
  getSpendWeeks,
  getStatement,
  getTransactions,
  getWithdrawals,
  type LegalDocumentKind,
  type TransactionsQuery,
} from "@lotto/api";
import { type GameId, type PlayHistoryFilters, playHistoryQuery } from "@lotto/core";
import { infiniteQueryOptions, keepPreviousData, queryOptions } from "@tanstack/react-query";
import { loadRemoteConfig, REMOTE_CONFIG_TTL_MS } from "./remote-config";
import { localStore } from "./storage";

/**
 * Every server read of the app, keyed once. A key's first element names the resource, so
 * `queryKeys.x` also matches every page or filter of it when a write makes it stale (lib/invalidate.ts).
 */
export const queryKeys = {
  games: ["games"],
  results: ["results"],
  balances: ["balances"],
  limits: ["limits"],
  cards: ["cards"],
  paymentDetails: ["payment-details"],
  paypalToken: ["paypal-client-token"],
  transactions: ["transactions"],
  withdrawals: ["withdrawals"],
  spendWeeks: ["spend-weeks"],
  statements: ["statement"],
  favourites: ["favourites"],
  favourite: ["favourite"],
  playHistory: ["play-history"],
  markedEntry: ["marked-entry"],
  playedCoupon: ["played-coupon"],
  notifications: ["notifications"],
  notificationSettings: ["notification-settings"],
  securityQuestions: ["security-questions"],
  legal: ["legal"],
  remoteConfig: ["remote-config"],
  serviceStatus: ["config"],
  geoCheck: ["geo-check"],
} as const;

/** Service status poll interval (R-CALLS, R-LIMITS: 300 s). */
export const CONFIG_POLL_MS = 300_000;
/** Geo check poll interval (R-CALLS, R-LIMITS: 15 min). */
export const GEO_CHECK_POLL_MS = 15 * 60_000;
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

/** The query options of every read; `useQuery(queries.games(api))`, prefetch and reads share them. */
export const queries = {
  /** `GET /games`: upcoming draws, quick picks and latest results (R-CALLS). */
  games: (api: ApiClient) => queryOptions({ queryKey: queryKeys.games, queryFn: () => getGames(api) }),
  /** One page of a game's results, newest first, optionally up to a Perth date (`GET /results`). */
  results: (api: ApiClient, gameId: GameId, page: number, toDate: string | null = null) =>
    queryOptions({
      queryKey: [...queryKeys.results, gameId, page, toDate],
      queryFn: () =>
        getResults(api, { query: { game_id: gameId, page, ...(toDate ? { to_date: toDate } : {}) } }),
      placeholderData: keepPreviousData,
    }),
  /** `GET /user/balances`. */
  balances: (api: ApiClient) =>
    queryOptions({ queryKey: queryKeys.balances, queryFn: () => getBalances(api) }),
  /** `GET /user/limits`: the weekly spend limit the account, wallet, cart and top bar show. */
  limits: (api: ApiClient) => queryOptions({ queryKey: queryKeys.limits, queryFn: () => getLimits(api) }),
  /** `GET /user/cards`. */
  cards: (api: ApiClient) => queryOptions({ queryKey: queryKeys.cards, queryFn: () => getCards(api) }),
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
  /** One page of 20 favourites (R-STATES Favourites list; R-CALLS GET /user/favourites). */
  favourites: (api: ApiClient, page: number) =>
    queryOptions({
      queryKey: [...queryKeys.favourites, page],
      queryFn: () => getFavourites(api, { query: { page } }),
      placeholderData: keepPreviousData,
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
  /** The player's latest notifications and unread count. */
  notifications: (api: ApiClient) =>
    queryOptions({ queryKey: queryKeys.notifications, queryFn: () => getNotifications(api) }),
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
  /** The remote config (R-ENTITIES, R-CALLS): at most once an hour, cached in local storage, else defaults. */
  remoteConfig: (api: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.remoteConfig,
      queryFn: () => loadRemoteConfig({ api, storage: localStore, now: Date.now }),
      staleTime: REMOTE_CONFIG_TTL_MS,
      retry: false,
    }),
  /** `GET /config`, polled every 300 s without retry (R-CALLS). */
  serviceStatus: (api: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.serviceStatus,
      queryFn: () => getConfig(api),
      refetchInterval: CONFIG_POLL_MS,
      retry: false,
    }),
  /** `GET /geo-check`, polled every 15 min without retry (R-STATES, R-CALLS). */
  geoCheck: (api: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.geoCheck,
      queryFn: () => geoCheck(api),
      refetchInterval: GEO_CHECK_POLL_MS,
      retry: false,
    }),
};
