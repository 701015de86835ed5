import { cartMachine } from "@lotto/core/machines";
import { createActorContext } from "@xstate/react";
import { fromPromise } from "xstate";
import type { KeyValueStore } from "@/lib/storage";
import { trackCartExpiry } from "./cart-analytics";

/** The cart actor context: one per app, mounted by `app/provider.tsx` via `CartProvider`. */
export const CartActorContext = createActorContext(cartMachine);

/** Effects the cart needs from the browser. */
export interface CartEffects {
  storage: KeyValueStore;
  /** Logs the player out once the cart has agreed (after the confirmation, R-SCREENS Sidebar). */
  logout: () => void;
  /** Reports a corrupt stored cart, which the machine has replaced by an empty one. */
  reportCorrupt: (reason: string) => void;
}

/**
 * The cart machine with real effects: `{playerId}_cart` in local storage (R-ENTITIES Storage, R-STATES Cart),
 * the cart-expiry analytics event (R-CALLS) and the app's logout.
 */
export function createCartLogic(effects: CartEffects) {
  return cartMachine.provide({
    actors: {
      loadCart: fromPromise<string | null, { key: string }>(async ({ input }) =>
        effects.storage.getItem(input.key),
      ),
    },
    actions: {
      saveCart: (_, params) => effects.storage.setItem(params.key, params.value),
      reportCorruptCart: (_, params) => effects.reportCorrupt(params.reason),
      trackExpiredTickets: (_, params) => trackCartExpiry(params.tickets),
      logout: () => effects.logout(),
    },
  });
}
