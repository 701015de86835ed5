import type { ApiClient } from "@lotto/api";
import { getPurchaseConfig } from "@lotto/api";
import type { CartTicket, GameId, PurchaseConfig } from "@lotto/core";
import { gameEntryMachine } from "@lotto/core/machines";
import { createActorContext } from "@xstate/react";
import { fromPromise } from "xstate";

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The game page's entry actor, provided per game page by `GamePage`. */
export const GameEntryContext = createActorContext(gameEntryMachine);

/** Effects the game entry needs: the API, the cart and navigation. */
export interface GameEntryEffects {
  api: ApiClient;
  addToCart: (ticket: CartTicket, replacing: boolean) => void;
  goHome: () => void;
}

/**
 * The game-entry machine with real effects: the purchase config from `GET /games/{id}/purchase-config`
 * (Millionaire Medley one-day plays pass their day; R-CALLS), the cart, and home navigation (R-STATES).
 */
export function createGameEntryLogic(effects: GameEntryEffects) {
  return gameEntryMachine.provide({
    actors: {
      loadPurchaseConfig: fromPromise<PurchaseConfig, { gameId: GameId; day: string | null }>(
        async ({ input }) => {
          const config = await getPurchaseConfig(effects.api, {
            params: { gameId: input.gameId },
            query: input.day ? { day: input.day as "Monday" | "Wednesday" | "Friday" } : {},
          });
          // Reading and checking the config (over a megabyte of JSON) is one long task already: the
          // entry it sets off renders in the next one, so the browser can answer input in between.
          await nextTask();
          return config;
        },
      ),
    },
    actions: {
      addToCart: (_, params) => effects.addToCart(params.ticket, params.replacing),
      goHome: () => effects.goHome(),
    },
  });
}
