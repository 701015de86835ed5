import { parseSpecialEvents } from "@lotto/api";
import type { GameDefinition, PurchaseConfig } from "@lotto/core";
import { offeredSpecialDraw } from "@lotto/core/machines";
import { useMemo } from "react";
import { useGames } from "@/api/use-games";
import { useRemoteConfig } from "@/api/use-remote-config";
import { GameEntryContext } from "../game-entry-context";

const closeFormat = new Intl.DateTimeFormat("en-AU", {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Australia/Perth",
});

/** An ISO instant as the special-draw banner shows it, in Perth time (R-GAMES). */
export const perthCloseText = (iso: string): string => closeFormat.format(new Date(iso));

/**
 * The special draw this game page offers (R-ENTITIES remote config specialEvents, R-STATES special draw), or
 * null: the earliest event the R-STATES rule allows and the loaded purchase config prices. `choose` sends
 * `GAME.SPECIAL_DRAW`, so advance play moves to that draw and the live price follows.
 */
export function useSpecialDraw(game: GameDefinition, config: PurchaseConfig) {
  const remote = useRemoteConfig();
  const games = useGames();
  const entry = GameEntryContext.useActorRef();
  const options = GameEntryContext.useSelector((s) => s.context.options);
  const events = remote.data?.specialEvents;
  const upcoming = games.data?.[String(game.id)]?.upcoming_draw;
  const offer = useMemo(
    () =>
      offeredSpecialDraw({
        gameId: game.id,
        config,
        options,
        upcomingDraw: upcoming,
        events: parseSpecialEvents(events ?? []),
      }),
    [game.id, config, options, upcoming, events],
  );
  if (!offer) return null;
  return {
    title: offer.event.title,
    description: offer.event.description,
    drawNumber: offer.drawNumber,
    closes: offer.drawSaleCloseTime ? perthCloseText(offer.drawSaleCloseTime) : null,
    chosen: options.advancePlay === offer.drawAdvance,
    onChoose: () => entry.send({ type: "GAME.SPECIAL_DRAW", draw: offer.draw }),
  };
}
