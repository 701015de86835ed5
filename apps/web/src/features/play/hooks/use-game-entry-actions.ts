import {
  type CartTicket,
  defaultStake,
  type EntryOptions,
  isCash3PlayType,
  stakeFromCode,
} from "@lotto/core";
import { useMemo } from "react";
import { GameEntryContext } from "../game-entry-context";

type Coupon = CartTicket["coupon"];

/** A home-card quick-pick option as `GET /games` sends it (R-ENTITIES slikpik_homepage_options). */
export interface HomeQuickPick {
  system: number;
  boards: number;
  multidraw: number;
  powerpik: boolean;
  stake: number;
  type: number;
}

/** Named senders of the game entry (events of R-STATES Game status and Game entry). */
export function useGameEntryActions() {
  const entry = GameEntryContext.useActorRef();
  return useMemo(
    () => ({
      newGame: () => entry.send({ type: "GAME.NEW" }),
      reset: () => entry.send({ type: "GAME.RESET" }),
      purchased: () => entry.send({ type: "GAME.PURCHASED" }),
      playAgain: () => entry.send({ type: "GAME.PLAY_AGAIN" }),
      addFavourite: () => entry.send({ type: "GAME.ADD_FAVOURITE" }),
      loadFavourite: (id: number, name: string, coupon: Coupon) =>
        entry.send({ type: "GAME.LOAD_FAVOURITE", favourite: { id, name }, coupon }),
      editFavourite: (id: number, name: string, coupon: Coupon) =>
        entry.send({ type: "GAME.EDIT_FAVOURITE", favourite: { id, name }, coupon }),
      editTicket: (ticket: CartTicket) => entry.send({ type: "GAME.EDIT_TICKET", ticket }),
      /** 'Play again' from Tickets: a bought coupon for the next draws. */
      loadCoupon: (coupon: Coupon) => entry.send({ type: "GAME.LOAD_COUPON", coupon }),
      /** A home-card quick pick; its stake arrives as the wire code (R-LIMITS: 1 = 50c, 2 = $1). */
      preview: (option: HomeQuickPick) => {
        const { gameId } = entry.getSnapshot().context;
        entry.send({
          type: "GAME.PREVIEW",
          option: {
            ...option,
            stake: stakeFromCode(gameId, option.stake) ?? defaultStake(gameId),
            type: isCash3PlayType(option.type) ? option.type : 1,
          },
        });
      },
      setOptions: (change: Partial<EntryOptions>) => entry.send({ type: "GAME.SET_OPTIONS", change }),
      setDay: (day: string | null) => entry.send({ type: "GAME.SET_DAY", day }),
      quickPick: (index?: number) =>
        entry.send({ type: "GAME.QUICK_PICK", ...(index === undefined ? {} : { index }) }),
      clearBoard: (index: number) => entry.send({ type: "GAME.CLEAR_BOARD", index }),
      addBoard: () => entry.send({ type: "GAME.ADD_BOARD" }),
      deleteBoard: (index: number) => entry.send({ type: "GAME.DELETE_BOARD", index }),
      setBoard: (index: number, numbers: number[], powerball: number | null) =>
        entry.send({ type: "GAME.SET_BOARD", index, numbers, powerball }),
      addToCart: () => entry.send({ type: "GAME.ADD_TO_CART" }),
      setAddOn: (value: boolean) => entry.send({ type: "GAME.SET_ADD_ON", value }),
      sizeAddOn: (count: number) => entry.send({ type: "GAME.SIZE_ADD_ON", count }),
      retry: () => entry.send({ type: "GAME.RETRY" }),
      setPath: (path: string) => entry.send({ type: "GAME.PATH", path }),
    }),
    [entry],
  );
}
