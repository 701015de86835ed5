/**
 * The login session (R-STATES session): 720 s from lastLogin, a blocking warning in the last 60 s,
 * logout with 'Session expired' at 0, logout and home when lastLogin is over 13 minutes old, the
 * no-token rule with the app wrapper's open paths, pin login, 401s and session-expired errors.
 * Storage, navigation and messages are injected actions; the caller gives the clock as `now`.
 */
import { assertEvent, assign, setup } from "xstate";
import { SESSION_EXPIRED_REDIRECT } from "../errors/alert-messages";
import { APP_TEXT } from "../errors/app-texts";
import { isAppOpenPath } from "../platform/open-paths";
import { parseStoredInstant } from "../timing/instant";
import {
  SESSION_SECONDS,
  SESSION_WARNING_SECONDS,
  sessionMsLeft,
  sessionPhase,
} from "../timing/session-timing";

/** What the session machine needs to judge a session, read from storage by the app (R-STATES Session). */
export interface SessionCheck {
  /** Session storage `token`, null when absent. */
  token: string | null;
  /** Local storage `lastLogin` (ISO instant), null when absent. */
  lastLogin: string | null;
  /** The current instant, ISO (core reads no clock). */
  now: string;
  isApp: boolean;
  pathname: string;
  /**
   * True when a 401 session-expired error already ended the token, possibly before the machine ran
   * (the app loads it lazily): it still goes to the login with the expiry notice.
   */
  expiredByServer?: boolean;
}

/** Why the player was last logged out, for the view (R-STATES Session). */
export type LogoutReason = "expired" | "stale" | "no-token" | "unauthorized" | "session-error" | "logout";

/** Session context: the token, how long the phase lasts, and the last logout reason (R-STATES Session). */
export interface SessionContext extends SessionCheck {
  /** Milliseconds the current timed state lasts from its entry. */
  phaseMs: number;
  logoutReason: LogoutReason | null;
}

/** Events the session accepts (R-STATES Session). */
export type SessionEvent =
  | ({ type: "SESSION.CHECK" } & SessionCheck)
  | { type: "SESSION.LOGGED_IN"; token: string; lastLogin: string }
  | { type: "SESSION.PIN_LOGIN"; token: string; lastLogin: string }
  | { type: "SESSION.LOGOUT" }
  | { type: "SESSION.UNAUTHORIZED" }
  | { type: "SESSION.EXPIRED_ERROR" };

const FULL_MS = SESSION_SECONDS * 1000;
const WARNING_MS = SESSION_WARNING_SECONDS * 1000;

// Where the stored session stands at `now`; a token without a readable lastLogin cannot be timed, so
// it is treated as stale (logged out and sent home) rather than trusted for another 720 s.
const phaseOf = (c: SessionCheck) => {
  const last = parseStoredInstant(c.lastLogin);
  const now = parseStoredInstant(c.now);
  if (!last || !now) return { phase: "stale" as const, left: 0 };
  return { phase: sessionPhase(last, now), left: sessionMsLeft(last, now) };
};

// Every logout clears storage and context and records why; some also navigate.
const logout = (reason: LogoutReason) =>
  ["clearSession", "forget", { type: "setReason", params: { reason } }] as const;
const goTo = (to: string) => ({ type: "navigate", params: { to } }) as const;
const notifyExpired = { type: "notify", params: { message: APP_TEXT.sessionExpired } } as const;
const storeSession = {
  type: "storeSession",
  // startFull runs first, so the context already holds the new token and lastLogin.
  params: ({ context }: { context: SessionContext }) => ({
    token: context.token!,
    lastLogin: context.lastLogin!,
  }),
} as const;

const notProvided = (name: string): never => {
  throw new Error(`session machine: ${name} not provided`);
};

/** The session machine (R-STATES); tags `authenticated` and `blocking-warning` for the views. */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionCheck,
    tags: {} as "authenticated" | "blocking-warning",
  },
  actions: {
    adoptCheck: assign(({ event }) => {
      assertEvent(event, "SESSION.CHECK");
      const { type: _type, ...check } = event;
      return check;
    }),
    startFull: assign(({ event }) => {
      assertEvent(event, ["SESSION.LOGGED_IN", "SESSION.PIN_LOGIN"]);
      return {
        token: event.token,
        lastLogin: event.lastLogin,
        phaseMs: FULL_MS - WARNING_MS,
        logoutReason: null,
      };
    }),
    timeActive: assign(({ context }) => ({ phaseMs: Math.max(0, phaseOf(context).left - WARNING_MS) })),
    timeWarning: assign(({ context }) => ({ phaseMs: Math.max(0, phaseOf(context).left) })),
    fullWarning: assign({ phaseMs: WARNING_MS }),
    forget: assign({ token: null, lastLogin: null }),
    setReason: assign((_, params: { reason: LogoutReason }) => ({ logoutReason: params.reason })),
    /** Stores token and lastLogin after a login (session and local storage). */
    storeSession: (_, _params: { token: string; lastLogin: string }) => notProvided("storeSession"),
    /** Removes token (and lastLogin) from storage and clears the user. */
    clearSession: () => notProvided("clearSession"),
    navigate: (_, _params: { to: string }) => notProvided("navigate"),
    notify: (_, _params: { message: string }) => notProvided("notify"),
    /** Tells the rest of the app the session changed (R-STATES: a 401 signals a session change). */
    signalSessionChange: () => notProvided("signalSessionChange"),
  },
  guards: {
    hasNoToken: ({ context }) => !context.token,
    hadSession: ({ context }) => context.lastLogin !== null,
    wasExpiredByServer: ({ context }) => context.expiredByServer === true,
    isAppOnOpenPath: ({ context }) => context.isApp && isAppOpenPath(context.pathname),
    isStale: ({ context }) => phaseOf(context).phase === "stale",
    isExpired: ({ context }) => phaseOf(context).phase === "expired",
    isWarning: ({ context }) => phaseOf(context).phase === "warning",
  },
  delays: { phase: ({ context }) => context.phaseMs },
}).createMachine({
  id: "session",
  context: ({ input }) => ({ ...input, phaseMs: 0, logoutReason: null }),
  initial: "checking",
  on: {
    "SESSION.CHECK": { target: ".checking", actions: "adoptCheck", reenter: true },
    "SESSION.LOGGED_IN": { target: ".active", actions: ["startFull", storeSession] },
    "SESSION.PIN_LOGIN": { target: ".active", actions: ["startFull", storeSession] },
  },
  states: {
    checking: {
      always: [
        { guard: "hasNoToken", target: "visitor" },
        { guard: "isStale", target: "loggedOut", actions: [...logout("stale"), goTo("/")] },
        { guard: "isExpired", target: "loggedOut", actions: [...logout("expired"), notifyExpired] },
        { guard: "isWarning", target: "active.warning", actions: "timeWarning" },
        { target: "active", actions: "timeActive" },
      ],
    },
    // No token: a session that was there (lastLogin kept) is logged out and sent to /, except the app
    // wrapper on its open paths (R-STATES, R-ROLES). A first visit is just a visitor: the router decides
    // which pages need a login (docs/decisions.md#d1), so nothing navigates here.
    visitor: {
      initial: "deciding",
      states: {
        deciding: {
          always: [
            {
              guard: "wasExpiredByServer",
              target: "browsing",
              actions: [...logout("session-error"), goTo(SESSION_EXPIRED_REDIRECT)],
            },
            { guard: "isAppOnOpenPath", target: "browsing" },
            { guard: "hadSession", target: "browsing", actions: [...logout("no-token"), goTo("/")] },
            { target: "browsing" },
          ],
        },
        browsing: {},
      },
    },
    active: {
      tags: ["authenticated"],
      initial: "counting",
      on: {
        "SESSION.LOGOUT": { target: "loggedOut", actions: logout("logout") },
        "SESSION.UNAUTHORIZED": {
          target: "loggedOut",
          actions: [...logout("unauthorized"), "signalSessionChange"],
        },
        "SESSION.EXPIRED_ERROR": {
          target: "loggedOut",
          actions: [...logout("session-error"), goTo(SESSION_EXPIRED_REDIRECT)],
        },
      },
      states: {
        counting: { after: { phase: { target: "warning", actions: "fullWarning" } } },
        warning: {
          tags: ["blocking-warning"],
          after: { phase: { target: "#session.loggedOut", actions: [...logout("expired"), notifyExpired] } },
        },
      },
    },
    loggedOut: {},
  },
});
