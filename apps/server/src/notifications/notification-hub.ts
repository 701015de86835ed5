/**
 * The open notification streams of this server instance, by player. Every instance hears every
 * settlement's announcement (PostgreSQL LISTEN/NOTIFY, or PGlite in process) and sends each new
 * notification to the streams it holds for that notification's player.
 */
import type { PlayerNotification } from "@lotto/api";
import type { Db } from "../db";
import type { NotificationRange } from "./draw-notifications";
import { notificationsInRange } from "./notification-list";

/** One open stream: sends a notification, and ends the stream. */
export interface StreamSink {
  send(notification: PlayerNotification): void;
  end(): void;
}

/** Parses an announcement; anything else on the channel is ignored. */
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

export class NotificationHub {
  private readonly streams = new Map<string, Set<StreamSink>>();

  /** Holds a player's stream until the returned function lets it go. */
  add(playerId: string, sink: StreamSink): () => void {
    const set = this.streams.get(playerId) ?? new Set();
    set.add(sink);
    this.streams.set(playerId, set);
    return () => {
      set.delete(sink);
      if (set.size === 0 && this.streams.get(playerId) === set) this.streams.delete(playerId);
    };
  }

  /** How many streams are open (all players). */
  get size(): number {
    let n = 0;
    for (const set of this.streams.values()) n += set.size;
    return n;
  }

  /** Sends an announced range's notifications to the players whose streams are open here. */
  async deliver(db: Db, payload: string): Promise<number> {
    const range = parseRange(payload);
    if (!range || this.streams.size === 0) return 0;
    const found = await notificationsInRange(db, range, [...this.streams.keys()]);
    for (const { playerId, notification } of found) {
      for (const sink of this.streams.get(playerId) ?? []) sink.send(notification);
    }
    return found.length;
  }

  /** Ends every stream (the server is closing). */
  endAll(): void {
    for (const set of this.streams.values()) for (const sink of set) sink.end();
    this.streams.clear();
  }
}
