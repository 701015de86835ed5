/**
 * The open notification streams of this server instance, by player. Every instance hears every
 * announcement on the database's notification channel (db/notification-channel.ts): a settlement's,
 * when it sends each new notification to the streams it holds for that notification's player, and a
 * player's sessions that may have ended, when it ends the streams of those that did. It holds at most
 * {@link STREAM_CAPS} streams per session and per client address.
 */
import type { PlayerNotification } from "@lotto/api";
import { endedSessions, type SessionRef, type SessionsAnnouncement } from "../accounts/session-standing";
import type { Db } from "../db";
import type { NotificationRange } from "./draw-notifications";
import { notificationsInRange } from "./notification-list";

/** One open stream: sends a notification, and ends the stream. */
export interface StreamSink {
  send(notification: PlayerNotification): void;
  end(): void;
}

/** Whose a stream is: the player, the session that opened it, and the client address it came from. */
export interface StreamOwner extends SessionRef {
  playerId: string;
  address: string;
}

/**
 * Streams one instance holds per session (a browser tab each) and per client address (players behind
 * one network's address): each holds a socket and a timer, so a script opening streams without end
 * would hold the instance's memory and sockets.
 */
export const STREAM_CAPS = { perSession: 10, perAddress: 50 } as const;

/** Parses a settlement's announcement; anything else is not one. */
export function parseRange(payload: string): NotificationRange | null {
  try {
    const value = JSON.parse(payload) as Partial<NotificationRange>;
    const { from, to } = value;
    return Number.isSafeInteger(from) && Number.isSafeInteger(to) && (from as number) <= (to as number)
      ? { from: from as number, to: to as number }
      : null;
  } catch {
    return null;
  }
}

/** The player of an announcement that their sessions may have ended; anything else is not one. */
export function parseSessionsOf(payload: string): string | null {
  try {
    const value = JSON.parse(payload) as Partial<SessionsAnnouncement> | null;
    return typeof value?.sessions_of === "string" ? value.sessions_of : null;
  } catch {
    return null;
  }
}

interface Held {
  owner: StreamOwner;
  sink: StreamSink;
}

const bump = (counts: Map<string, number>, key: string, by: number) => {
  const n = (counts.get(key) ?? 0) + by;
  if (n > 0) counts.set(key, n);
  else counts.delete(key);
};

export class NotificationHub {
  private readonly streams = new Map<string, Set<Held>>();
  private readonly perSession = new Map<string, number>();
  private readonly perAddress = new Map<string, number>();

  /** Which cap one more stream from this address (and, once known, session) would pass, or null. */
  overCap(address: string, jti?: string): "session" | "address" | null {
    if ((this.perAddress.get(address) ?? 0) >= STREAM_CAPS.perAddress) return "address";
    if (jti !== undefined && (this.perSession.get(jti) ?? 0) >= STREAM_CAPS.perSession) return "session";
    return null;
  }

  /** Holds a player's stream until the returned function lets it go (once; again does nothing). */
  add(owner: StreamOwner, sink: StreamSink): () => void {
    const held: Held = { owner, sink };
    const set = this.streams.get(owner.playerId) ?? new Set();
    set.add(held);
    this.streams.set(owner.playerId, set);
    bump(this.perSession, owner.jti, 1);
    bump(this.perAddress, owner.address, 1);
    return () => {
      if (!set.delete(held)) return;
      bump(this.perSession, owner.jti, -1);
      bump(this.perAddress, owner.address, -1);
      if (set.size === 0 && this.streams.get(owner.playerId) === set) this.streams.delete(owner.playerId);
    };
  }

  /** How many streams are open (all players). */
  get size(): number {
    let n = 0;
    for (const set of this.streams.values()) n += set.size;
    return n;
  }

  /** Acts on an announcement of the channel; anything else on it is ignored. */
  async hear(db: Db, payload: string): Promise<void> {
    const playerId = parseSessionsOf(payload);
    if (playerId !== null) await this.endEndedSessions(db, playerId);
    else await this.deliver(db, payload);
  }

  /** Sends an announced range's notifications to the players whose streams are open here. */
  async deliver(db: Db, payload: string): Promise<number> {
    const range = parseRange(payload);
    if (!range || this.streams.size === 0) return 0;
    const found = await notificationsInRange(db, range, [...this.streams.keys()]);
    for (const { playerId, notification } of found) {
      for (const { sink } of this.streams.get(playerId) ?? []) sink.send(notification);
    }
    return found.length;
  }

  /** Ends the player's streams whose session has ended. */
  async endEndedSessions(db: Db, playerId: string): Promise<number> {
    const held = [...(this.streams.get(playerId) ?? [])];
    if (held.length === 0) return 0;
    const ended = await endedSessions(
      db,
      playerId,
      held.map((h) => h.owner),
    );
    const ending = held.filter((h) => ended.has(h.owner.jti));
    for (const { sink } of ending) sink.end();
    return ending.length;
  }

  /** Ends every stream (the server is closing). */
  endAll(): void {
    for (const set of [...this.streams.values()]) for (const { sink } of [...set]) sink.end();
    this.streams.clear();
    this.perSession.clear();
    this.perAddress.clear();
  }
}
