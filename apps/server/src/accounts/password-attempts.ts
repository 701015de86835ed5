/**
 * One lockout for every check of a player's password (R-ERRORS PLAYER_STATUS_TEMPORARY_BLOCKED, R-LIMITS:
 * more than 5 wrong passwords lock the account for 30 minutes). Login and the authenticated calls
 * that ask for the password (change password, security question, close account) share the counter,
 * so a stolen session token cannot be used to brute-force the password.
 */
import { LOGIN_ERROR_CODE, LOGIN_TEXT } from "@lotto/core";
import { and, eq, getTableName, isNull, lte, or, sql } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { Clock } from "../config/clock";
import type { Db } from "../db";
import { players } from "../db/schema/accounts";
import type { operators } from "../db/schema/operators";
import { toDate, toInstant } from "../db/time";
import { HttpError } from "../http/http-error";
import { rateLimited } from "../http/rate-limit";
import { hashSecret, needsRehash, verifySecret } from "./passwords";

/** Wrong passwords tolerated; the next one locks (R-LIMITS "more than 5"). */
export const MAX_WRONG_PASSWORDS = 5;
/** How long a lock lasts (R-LIMITS). */
export const LOCKOUT = Temporal.Duration.from({ minutes: 30 });

/** 403 PLAYER_STATUS_TEMPORARY_BLOCKED with the R-ERRORS text. */
export const temporarilyBlocked = () =>
  new HttpError(403, LOGIN_ERROR_CODE.temporaryBlocked, LOGIN_TEXT.temporaryBlocked);

/**
 * A table of accounts with a password and the lockout's columns: the players', and the operators'
 * (migration 0040), whose columns carry the same names.
 */
export type LockoutTable = typeof players | typeof operators;

/** What a check found: the password was right, or wrong (and the attempt was counted). */
export type PasswordCheck = "right" | "wrong";

/** A claimed check slot older than this belongs to a process that died: it no longer counts. */
const STALE_CHECK = Temporal.Duration.from({ minutes: 1 });
/** How long a check waits for a free slot while others of the same player are in flight. */
const WAIT_FOR_SLOT_MS = 10_000;
const POLL_MS = 50;

/**
 * Checks `password` against the player's hash under the shared lockout, safely under any concurrency
 * and across instances: a slot is claimed in the database first, and only while the confirmed wrong
 * passwords plus the checks in flight stay within {@link MAX_WRONG_PASSWORDS} + 1, so even if every
 * check in flight turns out wrong, the one that passes the limit locks the account and no more are
 * compared. A locked player is refused before any comparison; a wrong password is counted and the one
 * past the limit locks (both throw {@link temporarilyBlocked}); a right one clears the count, unless
 * a parallel wrong one locked the account first (then it is refused too: no token once locked).
 * Returns "wrong" for the caller to answer with its own code (login: invalid credentials; the user
 * calls: INVALID_PASSWORD). A right, outdated hash is replaced (passwords.ts needsRehash).
 */
export async function checkPassword(
  db: Db,
  clock: Clock,
  playerId: string,
  password: string,
): Promise<PasswordCheck> {
  return checkPasswordOf(players, db, clock, playerId, password);
}

/** {@link checkPassword} for an account of `table` (an operator's, with the same lockout). */
export async function checkPasswordOf(
  table: LockoutTable,
  db: Db,
  clock: Clock,
  id: string,
  password: string,
): Promise<PasswordCheck> {
  // Both tables name the lockout's columns alike: one set of statements serves them.
  const accounts = table as typeof players;
  const release = await localTurn(db, `${getTableName(table)}:${id}`);
  try {
    return await checkClaimed(accounts, db, clock, id, password);
  } finally {
    release();
  }
}

/**
 * Checks of one player inside one process take turns in order, at most as many at once as there are
 * slots; only those ask the database for a slot, so a burst waits in memory instead of polling it.
 * Keyed by the database handle: one per server (twins on one embedded database share it).
 * (The per-account rate limit in front keeps the queue short.)
 */
const turns = new WeakMap<Db, Map<string, { active: number; waiting: (() => void)[] }>>();

async function localTurn(db: Db, key: string): Promise<() => void> {
  const queues = turns.get(db) ?? new Map<string, { active: number; waiting: (() => void)[] }>();
  turns.set(db, queues);
  const entry = queues.get(key) ?? { active: 0, waiting: [] };
  queues.set(key, entry);
  if (entry.active >= MAX_WRONG_PASSWORDS + 1) {
    await new Promise<void>((resolve) => entry.waiting.push(resolve));
  } else {
    entry.active++;
  }
  return () => {
    const next = entry.waiting.shift();
    if (next) return next(); // the turn passes on: active stays the same
    entry.active--;
    if (entry.active === 0) queues.delete(key);
  };
}

async function checkClaimed(
  accounts: typeof players,
  db: Db,
  clock: Clock,
  playerId: string,
  password: string,
): Promise<PasswordCheck> {
  const passwordHash = await claimCheck(accounts, db, clock, playerId);
  const right = await verifySecret(password, passwordHash);
  const now = clock.now();
  const inFlight = sql`GREATEST(${accounts.passwordChecksInFlight} - 1, 0)`;
  if (!right) {
    const [row] = await db
      .update(accounts)
      .set({ passwordChecksInFlight: inFlight, failedLogins: sql`${accounts.failedLogins} + 1` })
      .where(eq(accounts.id, playerId))
      .returning({ failedLogins: accounts.failedLogins });
    if ((row?.failedLogins ?? 0) > MAX_WRONG_PASSWORDS) {
      await db
        .update(accounts)
        .set({ failedLogins: 0, lockedUntil: toDate(now.add(LOCKOUT)) })
        .where(eq(accounts.id, playerId));
      throw temporarilyBlocked();
    }
    return "wrong";
  }
  const [cleared] = await db
    .update(accounts)
    .set({ passwordChecksInFlight: inFlight, failedLogins: 0, lockedUntil: null })
    .where(and(eq(accounts.id, playerId), notLocked(accounts, now)))
    .returning({ id: accounts.id });
  if (!cleared) {
    await db.update(accounts).set({ passwordChecksInFlight: inFlight }).where(eq(accounts.id, playerId));
    throw temporarilyBlocked();
  }
  if (needsRehash(passwordHash)) await rehash(accounts, db, playerId, password, passwordHash);
  return "right";
}

/**
 * Counts one wrong second factor (an operator's TOTP code) as a wrong password of the same lockout: the
 * one past {@link MAX_WRONG_PASSWORDS} locks the account for {@link LOCKOUT}.
 */
export async function countWrongAttemptOf(
  table: LockoutTable,
  db: Db,
  id: string,
  now: Temporal.Instant,
): Promise<void> {
  const accounts = table as typeof players;
  const locks = sql`${accounts.failedLogins} + 1 > ${MAX_WRONG_PASSWORDS}`;
  await db
    .update(accounts)
    .set({
      failedLogins: sql`CASE WHEN ${locks} THEN 0 ELSE ${accounts.failedLogins} + 1 END`,
      lockedUntil: sql`CASE WHEN ${locks} THEN ${toDate(now.add(LOCKOUT)).toISOString()}::timestamptz ELSE ${accounts.lockedUntil} END`,
    })
    .where(eq(accounts.id, id));
}

const notLocked = (accounts: typeof players, now: Temporal.Instant) =>
  or(isNull(accounts.lockedUntil), lte(accounts.lockedUntil, toDate(now)));

/**
 * Claims a check slot and returns the hash to compare with; throws {@link temporarilyBlocked} when
 * the player is locked. While the slots are taken by checks in flight it waits for one to finish.
 */
async function claimCheck(accounts: typeof players, db: Db, clock: Clock, playerId: string): Promise<string> {
  const deadline = Date.now() + WAIT_FOR_SLOT_MS;
  for (;;) {
    const now = clock.now();
    const staleBefore = toDate(now.subtract(STALE_CHECK)).toISOString();
    const live = sql`(CASE WHEN coalesce(${accounts.passwordCheckStartedAt} < ${staleBefore}::timestamptz, false) THEN 0 ELSE ${accounts.passwordChecksInFlight} END)`;
    const [claimed] = await db
      .update(accounts)
      .set({ passwordChecksInFlight: sql`${live} + 1`, passwordCheckStartedAt: toDate(now) })
      .where(
        and(
          eq(accounts.id, playerId),
          notLocked(accounts, now),
          sql`${accounts.failedLogins} + ${live} <= ${MAX_WRONG_PASSWORDS}`,
        ),
      )
      .returning({ passwordHash: accounts.passwordHash });
    if (claimed) return claimed.passwordHash;
    const [player] = await db
      .select({ lockedUntil: accounts.lockedUntil })
      .from(accounts)
      .where(eq(accounts.id, playerId));
    if (!player || isLocked(player.lockedUntil, now)) throw temporarilyBlocked();
    if (Date.now() > deadline) throw rateLimited();
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Replaces an outdated hash of the right password, unless the password changed meanwhile. */
async function rehash(
  accounts: typeof players,
  db: Db,
  playerId: string,
  password: string,
  old: string,
): Promise<void> {
  const fresh = await hashSecret(password);
  await db
    .update(accounts)
    .set({ passwordHash: fresh })
    .where(and(eq(accounts.id, playerId), eq(accounts.passwordHash, old)));
}

function isLocked(lockedUntil: Date | null, now: Temporal.Instant): boolean {
  return lockedUntil !== null && Temporal.Instant.compare(toInstant(lockedUntil), now) > 0;
}
