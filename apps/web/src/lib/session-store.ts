import type { ApiClient, UserDetails } from "@lotto/api";
import { ERROR_CODE } from "@lotto/core";
import { createExternalStore, type ExternalStore } from "./external-store";
import { type KeyValueStore, LOCAL_KEYS, localStore } from "./storage";

/** The login session as the shell sees it. */
export interface SessionState {
  token: string | null;
  /** ISO instant of the last login (local storage `lastLogin`, R-ENTITIES). */
  lastLogin: string | null;
  user: UserDetails | null;
  /**
   * A 401 session-expired error ended the token; kept until the next sign-in, so whichever of the
   * session machine and the route guard sends the player to the login shows the expiry notice.
   */
  expiredByServer: boolean;
}

/** The session store with its transitions (R-ENTITIES Storage, R-STATES Session). */
export interface SessionStore extends ExternalStore<SessionState> {
  signIn(token: string, nowIso: string): void;
  setUser(user: UserDetails): void;
  /**
   * Ends the session; `own` when the player chose to log out (not an expiry, a stale session or a
   * closed account), which only the login view's 'Logged out successfully' tells (R-STATES).
   */
  signOut(own?: boolean): void;
  /** True while {@link signOut} runs: a token cleared then is the player's own log out, not a 401. */
  isSigningOut(): boolean;
  /**
   * True once after the player's own log out (until the next sign-in): a login view that loads only
   * after the token was cleared still knows to say the player logged out.
   */
  takeOwnSignOut(): boolean;
  /** Whether {@link takeOwnSignOut} would answer true, without taking it (for a render). */
  hasUntoldOwnSignOut(): boolean;
}

/**
 * Creates the session store over the API client's token: a 401 that clears the token (R-STATES) ends
 * the session here too.
 */
export function createSessionStore(api: ApiClient, local: KeyValueStore = localStore): SessionStore {
  const store = createExternalStore<SessionState>({
    token: api.getToken(),
    lastLogin: local.getItem(LOCAL_KEYS.lastLogin),
    user: null,
    expiredByServer: false,
  });
  let signingOut = false;
  let ownSignOutUntold = false;
  // Kept in the store because the session machine may subscribe only after the 401 came.
  api.subscribe((token, code) => {
    if (token === store.get().token) return;
    const expiredByServer = token === null && !signingOut && code === ERROR_CODE.sessionExpired;
    store.set((s) => ({ ...s, token, user: token ? s.user : null, expiredByServer }));
  });
  return {
    ...store,
    signIn(token, nowIso) {
      local.setItem(LOCAL_KEYS.lastLogin, nowIso);
      ownSignOutUntold = false;
      store.set({ token, lastLogin: nowIso, user: null, expiredByServer: false });
      api.setToken(token);
    },
    setUser(user) {
      store.set((s) => ({ ...s, user }));
    },
    signOut(own = false) {
      signingOut = true;
      // An automatic log out leaves a pending own one alone: the session machine ends the session
      // again after the player's log out, and that must not drop the player's notice.
      if (own) ownSignOutUntold = true;
      try {
        api.setToken(null);
      } finally {
        signingOut = false;
      }
      // The session is over: a later visit without a token is a visitor, not a lapsed session (R-STATES).
      local.removeItem(LOCAL_KEYS.lastLogin);
      store.set((s) => ({ ...s, lastLogin: null }));
    },
    isSigningOut: () => signingOut,
    takeOwnSignOut() {
      const untold = ownSignOutUntold;
      ownSignOutUntold = false;
      return untold;
    },
    hasUntoldOwnSignOut: () => ownSignOutUntold,
  };
}
