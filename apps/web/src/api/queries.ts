import {
  type ApiClient,
  type FavouritesQuery,
  geoCheck,
  getBalances,
  getConfig,
  getFavourites,
  getGames,
  getLimits,
  getNotifications,
  getResults,
} from "@lotto/api";
import type { GameId } from "@lotto/core";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { loadRemoteConfig, REMOTE_CONFIG_TTL_MS } from "../lib/remote-config";
import { localStore } from "../lib/storage";

/**
 * Every server read of the app, keyed once. A key's first element names the resource, so
 * `queryKeys.x` also matches every page or filter of it when a write makes it stale (api/invalidate.ts).
 */
export const queryKeys = {
  games: ["games"],
  results: ["results"],
  balances: ["balances"],
  limits: ["limits"],
  depositLimits: ["deposit-limits"],
  cards: ["cards"],
  paymentDetails: ["payment-details"],
  paypalToken: ["paypal-client-token"],
  transactions: ["transactions"],
  withdrawals: ["withdrawals"],
  spendWeeks: ["spend-weeks"],
  statements: ["statement"],
  favourites: ["favourites"],
  favourite: ["favourite"],
  autoplays: ["autoplays"],
  autoplay: ["autoplay"],
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
/**
 * The service status poll while the login overlay is open: an operator's maintenance switch reaches
 * a player about to log in within seconds (docs/decisions.md#config-poll-login); answered from memory.
 */
export const LOGIN_CONFIG_POLL_MS = 5_000;
/** Geo check poll interval (R-CALLS, R-LIMITS: 15 min). */
export const GEO_CHECK_POLL_MS = 15 * 60_000;
/**
 * The query options of the reads the shell and the landing pages make; `useQuery(queries.games(api))`,
 * prefetch and reads share them. The other pages' reads are in `account-queries.ts`, out of the
 * first page's JavaScript.
 */
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
  /** One page of 20 favourites, filtered on the server (R-STATES Favourites list; R-CALLS GET /user/favourites). */
  favourites: (api: ApiClient, page: number, filter: Omit<FavouritesQuery, "page"> = {}) =>
    queryOptions({
      queryKey: [...queryKeys.favourites, page, filter.game_id ?? null, filter.price ?? null],
      queryFn: () => getFavourites(api, { query: { page, ...filter } }),
      placeholderData: keepPreviousData,
    }),
  /** The player's latest notifications and unread count. */
  notifications: (api: ApiClient) =>
    queryOptions({ queryKey: queryKeys.notifications, queryFn: () => getNotifications(api) }),
  /** The remote config (R-ENTITIES, R-CALLS): at most once an hour, cached in local storage, else defaults. */
  remoteConfig: (api: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.remoteConfig,
      queryFn: () => loadRemoteConfig({ api, storage: localStore, now: Date.now }),
      staleTime: REMOTE_CONFIG_TTL_MS,
      retry: false,
    }),
  /** `GET /config`, polled every 300 s (every 5 s while logging in) without retry (R-CALLS). */
  serviceStatus: (api: ApiClient, loggingIn = false) =>
    queryOptions({
      queryKey: queryKeys.serviceStatus,
      queryFn: () => getConfig(api),
      refetchInterval: loggingIn ? LOGIN_CONFIG_POLL_MS : CONFIG_POLL_MS,
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
