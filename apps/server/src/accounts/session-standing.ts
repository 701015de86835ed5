/**
 * Whether a session still stands, and the announcement that some of a player's may have ended. A
 * session ends when it is logged out (its id revoked), when the password is changed or reset or the
 * account is closed (the player's session generation moves on; a password change keeps the one
 * session it was made from), or when the player is no longer active. The authenticate plugin asks on
 * every call; the open notification streams ask when a player's sessions are announced, on every
 * instance (docs/security.md "Live notification streams").
 */
import { eq, inArray } from "drizzle-orm";
import type { Db, DbOrTx } from "../db";
import { announce } from "../db/notification-channel";
import { players, revokedSessions } from "../db/schema/accounts";

/** What the database says of a session's player, and whether that session was logged out. */
export interface SessionState {
  status: string;
  generation: number;
  keptJti: string | null;
  revoked: boolean;
}

/** A session as its token or stream ticket names it. */
export interface SessionRef {
  jti: string;
  generation: number;
}

/** Why a session no longer stands (`expired`: it ended; `inactive`: its player cannot play), or null. */
export function sessionEnd(
  state: SessionState | undefined,
  session: SessionRef,
): "expired" | "inactive" | null {
  if (state?.revoked) return "expired";
  if (state?.status !== "ACTIVE") return "inactive";
  const kept = state.keptJti !== null && state.keptJti === session.jti;
  return state.generation !== session.generation && !kept ? "expired" : null;
}

/** What announces that a player's sessions may have ended, on the database's notification channel. */
export interface SessionsAnnouncement {
  sessions_of: string;
}

/** Announces that the player's sessions may have ended (in a transaction: once it commits). */
export async function announceSessionsChanged(db: DbOrTx, playerId: string): Promise<void> {
  await announce(db, { sessions_of: playerId } satisfies SessionsAnnouncement);
}

/** The ids of those of the player's sessions that no longer stand. */
export async function endedSessions(
  db: Db,
  playerId: string,
  sessions: readonly SessionRef[],
): Promise<Set<string>> {
  if (sessions.length === 0) return new Set();
  const jtis = [...new Set(sessions.map((s) => s.jti))];
  const [player] = await db
    .select({
      status: players.status,
      generation: players.sessionGeneration,
      keptJti: players.keptSessionJti,
    })
    .from(players)
    .where(eq(players.id, playerId));
  const revoked = await db
    .select({ jti: revokedSessions.jti })
    .from(revokedSessions)
    .where(inArray(revokedSessions.jti, jtis));
  const loggedOut = new Set(revoked.map((r) => r.jti));
  return new Set(
    sessions
      .filter((s) => sessionEnd(player && { ...player, revoked: loggedOut.has(s.jti) }, s) !== null)
      .map((s) => s.jti),
  );
}
