import { parseSpecialEvents } from "@lotto/api";
import { isGameId, type NextDrawView, nextDrawView } from "@lotto/core";
import { useEffect, useMemo, useState } from "react";
import { useGames } from "@/api/use-games";
import { useRemoteConfig } from "@/api/use-remote-config";
import { CLOCK_TICK_MS, MINUTE_MS, useNow } from "./use-now";

/** Seconds are counted from this long before a close (a minute and a half, so no whole minute is missed). */
const SECONDS_BEFORE_CLOSE_MS = 90_000;

/**
 * Each game's next draw from core (`nextDrawView`), live on the shared clock; null until the games list
 * has arrived. The clock is read to the minute until a close is near, then to the second. When a draw
 * the list sent closes, the list is read again for the next draw's jackpot.
 */
export function useNextDraws(): ((gameId: number) => NextDrawView | null) | null {
  const games = useGames();
  const remote = useRemoteConfig();
  const [seconds, setSeconds] = useState(false);
  const now = useNow(seconds ? CLOCK_TICK_MS : MINUTE_MS);
  const events = useMemo(() => parseSpecialEvents(remote.data?.specialEvents ?? []), [remote.data]);
  const list = games.data;
  const views = useMemo(() => {
    if (!list) return null;
    const byGame = new Map<number, NextDrawView>();
    for (const [id, entry] of Object.entries(list)) {
      const gameId = Number(id);
      if (isGameId(gameId)) byGame.set(gameId, nextDrawView(gameId, now, entry.upcoming_draw, events));
    }
    return byGame;
  }, [list, now, events]);
  const closeNear =
    views !== null &&
    [...views.values()].some(
      (view) => Date.parse(view.salesClose) - now.epochMilliseconds <= SECONDS_BEFORE_CLOSE_MS,
    );
  useEffect(() => setSeconds(closeNear), [closeNear]);
  const superseded = views ? [...views.values()].filter((v) => v.superseded).length : 0;
  const { refetch } = games;
  useEffect(() => {
    if (superseded > 0) void refetch();
  }, [superseded, refetch]);
  // The same function until the views change: a caller may keep it in state or an effect's deps.
  return useMemo(() => views && ((gameId: number) => views.get(gameId) ?? null), [views]);
}
