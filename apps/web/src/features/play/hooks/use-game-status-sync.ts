import type { Favourite } from "@lotto/api";
import type { GameDefinition } from "@lotto/core";
import { useEffect, useRef } from "react";
import { useSearchParams } from "wouter";
import { useGames } from "@/api/use-games";
import { useCartTickets } from "@/lib/cart/use-cart";
import { useAutoplay } from "../api/autoplay-calls";
import { useFavourite } from "../api/get-favourite";
import { usePlayedCoupon } from "../api/get-played-coupon";
import { useGameEntry } from "./use-game-entry";
import { useGameEntryActions } from "./use-game-entry-actions";

// A favourite carries only its boards; it plays the next draw once (R-ENTITIES Favourite coupon).
const asCoupon = (f: Favourite) => ({
  ...f.coupon,
  advance_draw: 0,
  multi_draw: 1,
  system: 0,
  powerpik: false,
});

const numberParam = (value: string | null) => (value !== null && /^\d+$/.test(value) ? Number(value) : null);

/**
 * Applies the page's `gameStatus` query once the purchase config is loaded (R-SCREENS, R-STATES Game status):
 * started (new game, a favourite, a bought ticket to play again, an autoplay's numbers to edit, or a cart ticket to edit — in its
 * Millionaire Medley day), favourite (add or edit), preview (a home quick pick), purchased. Afterwards
 * the query follows the machine's status.
 */
export function useGameStatusSync(game: GameDefinition) {
  const [search, setSearch] = useSearchParams();
  const { status, day } = useGameEntry();
  const actions = useGameEntryActions();
  const games = useGames();
  const { editing } = useCartTickets();
  const requested = search.get("gameStatus");
  const favouriteId = numberParam(search.get("favouriteId"));
  const favourite = useFavourite(favouriteId);
  const playAgainId = search.get("playAgain");
  const played = usePlayedCoupon(playAgainId);
  const autoplayId = numberParam(search.get("autoplayId"));
  const autoplay = useAutoplay(autoplayId);
  const applied = useRef(false);

  useEffect(() => {
    if (applied.current || status === null) return;
    if (favouriteId !== null && !favourite.data) return;
    if (playAgainId !== null && !played.data && !played.isError) return;
    if (autoplayId !== null && !autoplay.data && !autoplay.isError) return;
    const ownAutoplay = requested === "started" && autoplay.data?.game_id === game.id ? autoplay.data : null;
    // A one-day Medley autoplay is priced with its day, as a cart ticket is (below).
    if (ownAutoplay && ownAutoplay.day !== day) {
      actions.setDay(ownAutoplay.day);
      return;
    }
    const editingHere = requested === "started" && editing?.coupon.game_id === game.id ? editing : null;
    // A one-day Medley ticket is priced with its day: reload the config for it before editing.
    if (editingHere && (editingHere.day ?? null) !== day) {
      actions.setDay(editingHere.day ?? null);
      return;
    }
    const quickPick = numberParam(search.get("quickPick"));
    const option =
      quickPick === null ? undefined : games.data?.[String(game.id)]?.slikpik_homepage_options[quickPick];
    if (requested === "preview" && quickPick !== null && !option) return;
    applied.current = true;
    const fav = favourite.data;
    if (requested === "started" && fav) actions.loadFavourite(fav.favourite_id, fav.name, asCoupon(fav));
    else if (requested === "started" && played.data?.game_id === game.id) actions.loadCoupon(played.data);
    else if (ownAutoplay) actions.loadCoupon(ownAutoplay.coupon);
    else if (editingHere) actions.editTicket(editingHere);
    else if (requested === "started") actions.newGame();
    else if (requested === "favourite" && fav)
      actions.editFavourite(fav.favourite_id, fav.name, asCoupon(fav));
    else if (requested === "favourite") actions.addFavourite();
    else if (requested === "preview" && option) actions.preview(option);
    else if (requested === "purchased") actions.purchased();
  }, [
    status,
    day,
    requested,
    favouriteId,
    favourite.data,
    playAgainId,
    played.data,
    played.isError,
    autoplayId,
    autoplay.data,
    autoplay.isError,
    games.data,
    editing,
    game.id,
    search,
    actions,
  ]);

  // After the first application the URL mirrors the machine (e.g. back to not-started after adding).
  useEffect(() => {
    if (!applied.current || status === null) return;
    // A played-again coupon is loaded once: a reload must not load it over the player's changes.
    if (status === requested && !search.has("playAgain")) return;
    setSearch({ gameStatus: status }, { replace: true });
  }, [status, requested, search, setSearch]);
}
