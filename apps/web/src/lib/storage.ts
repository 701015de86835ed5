/**
 * Browser storage keys of R-ENTITIES (session: token, returnPath; local: dontRemindAgain, lastRefresh,
 * numberOfRefreshes, lastLogin, {playerId}_cart). Access goes through here so keys are named once.
 */

/** Session storage keys (R-ENTITIES Storage). */
export const SESSION_KEYS = { token: "token", returnPath: "returnPath", geoBypass: "geoBypass" } as const;

/** Local storage keys (R-ENTITIES Storage). */
export const LOCAL_KEYS = {
  dontRemindAgain: "dontRemindAgain",
  lastRefresh: "lastRefresh",
  numberOfRefreshes: "numberOfRefreshes",
  lastLogin: "lastLogin",
  feedbackFooterClosed: "feedbackFooterClosed",
} as const;

/** The minimal storage the app needs; window storages match it, tests may pass a Map-backed one. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

// Private browsing or a blocked storage must not crash the app; the compatibility check reports it.
function safe(pick: () => Storage): KeyValueStore {
  return {
    getItem: (k) => {
      try {
        return pick().getItem(k);
      } catch {
        return null;
      }
    },
    setItem: (k, v) => {
      try {
        pick().setItem(k, v);
      } catch {
        /* storage unavailable: nothing to keep */
      }
    },
    removeItem: (k) => {
      try {
        pick().removeItem(k);
      } catch {
        /* storage unavailable */
      }
    },
  };
}

/** Session storage, guarded. */
export const sessionStore: KeyValueStore = safe(() => window.sessionStorage);
/** Local storage, guarded. */
export const localStore: KeyValueStore = safe(() => window.localStorage);
