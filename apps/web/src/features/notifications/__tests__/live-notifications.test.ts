import type { PlayerNotification } from "@lotto/api";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { refreshAfter } from "../live/live-refresh";
import { keepStreamOpen, streamUrl } from "../live/notification-stream";
import { notifySystem } from "../live/system-notification";
import { WON } from "./notifications-fixture";

/** A stand-in EventSource: the test fires its open, error and named events. */
class FakeSource {
  static opened: FakeSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, ((e: { data: unknown }) => void)[]>();
  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }
  addEventListener(name: string, listener: (e: { data: unknown }) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  emit(name: string, data: unknown) {
    for (const l of this.listeners.get(name) ?? []) l({ data });
  }
  close() {
    this.closed = true;
  }
}

afterEach(() => {
  FakeSource.opened = [];
  vi.useRealTimers();
});

function start(tickets: string[]) {
  const received: PlayerNotification[] = [];
  const stop = keepStreamOpen({
    ticket: async () => tickets.shift() ?? "spent",
    open: (url) => new FakeSource(url) as unknown as EventSource,
    onNotification: (n) => received.push(n),
    retryDelay: () => 1_000,
  });
  return { received, stop };
}

describe("the live notification stream", () => {
  it("opens with a ticket and hands over each well-formed notification, ignoring junk", async () => {
    const { received, stop } = start(["t1"]);
    await vi.waitFor(() => expect(FakeSource.opened).toHaveLength(1));
    const source = FakeSource.opened[0]!;
    expect(source.url).toBe(streamUrl("t1"));
    source.emit("notification", JSON.stringify(WON));
    source.emit("notification", "{not json");
    source.emit("notification", JSON.stringify({ ...WON, kind: "other" }));
    expect(received).toEqual([WON]);
    stop();
    expect(source.closed).toBe(true);
  });

  it("reopens with a new ticket after the stream drops, since a ticket opens it once", async () => {
    vi.useFakeTimers();
    start(["t1", "t2"]);
    await vi.waitFor(() => expect(FakeSource.opened).toHaveLength(1));
    FakeSource.opened[0]!.onerror?.();
    expect(FakeSource.opened[0]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSource.opened.map((s) => s.url)).toEqual([streamUrl("t1"), streamUrl("t2")]);
  });

  it("opens nothing more once stopped", async () => {
    vi.useFakeTimers();
    const { stop } = start(["t1", "t2"]);
    await vi.waitFor(() => expect(FakeSource.opened).toHaveLength(1));
    FakeSource.opened[0]!.onerror?.();
    stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(FakeSource.opened).toHaveLength(1);
  });
});

describe("system notifications", () => {
  const env = (hidden: boolean, permission: NotificationPermission | undefined) => {
    const shown: string[] = [];
    return {
      shown,
      env: { hidden, permission, show: (_: string, o: NotificationOptions) => shown.push(o.body ?? "") },
    };
  };

  it("shows one only when the tab is hidden and permission was granted", () => {
    for (const [hidden, permission, expected] of [
      [true, "granted", true],
      [false, "granted", false],
      [true, "denied", false],
      [true, "default", false],
      [true, undefined, false],
    ] as const) {
      const { shown, env: e } = env(hidden, permission);
      expect(notifySystem(WON, e)).toBe(expected);
      expect(shown).toEqual(expected ? ["You won $214.10 on Saturday Lotto draw 4640"] : []);
    }
  });
});

describe("refreshing what a notification changed", () => {
  it("makes tickets, results, games, wallet and the list stale after a draw; only list and games for a jackpot", async () => {
    const keys = [
      "notifications",
      "play-history",
      "marked-entry",
      "results",
      "games",
      "balances",
      "limits",
      "favourites",
    ];
    const queries = new QueryClient();
    const stale = () => keys.filter((k) => queries.getQueryState([k])?.isInvalidated);
    const seed = () => {
      for (const k of keys) queries.setQueryData([k], 1);
    };
    seed();
    await refreshAfter(queries, WON);
    expect(stale()).toEqual(keys.slice(0, 7));
    const fresh = new QueryClient();
    for (const k of keys) fresh.setQueryData([k], 1);
    await refreshAfter(fresh, { ...WON, kind: "jackpot" });
    expect(keys.filter((k) => fresh.getQueryState([k])?.isInvalidated)).toEqual(["notifications", "games"]);
  });
});
