/**
 * Fakes for the game-entry machine tests: purchase configs built like the server's, a started actor
 * with recorded effects, and a favourite coupon. Test support only; not exported from the package.
 */
import { expect, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { GameId, PurchaseConfig } from "../model/entities";
import { seededRng } from "../quick-pick/rng";
import { purchaseConfigFor } from "../testing";
import { gameEntryMachine } from "./game-entry.machine";

export const CONFIGS: Partial<Record<GameId, PurchaseConfig>> = {
  5127: purchaseConfigFor(5127, 85),
  5132: purchaseConfigFor(5132, 132),
  2116: purchaseConfigFor(2116, 50),
  2115: purchaseConfigFor(2115, 100),
};

export async function start(gameId: GameId = 5127, path = "/games/saturday-lotto", fail = false) {
  const load = vi.fn(async ({ input }: { input: { gameId: GameId; day: string | null } }) => {
    if (fail) throw new Error("config down");
    return CONFIGS[input.gameId]!;
  });
  const addToCart = vi.fn();
  const goHome = vi.fn();
  const actor = createActor(
    gameEntryMachine.provide({
      actors: { loadPurchaseConfig: fromPromise(load) },
      actions: { addToCart, goHome },
    }),
    { input: { gameId, rng: seededRng(42), path } },
  ).start();
  await vi.waitFor(() => expect(actor.getSnapshot().matches("loading")).toBe(false));
  const ctx = () => actor.getSnapshot().context;
  const status = () => (actor.getSnapshot().value as { ready?: string }).ready;
  return { actor, load, addToCart, goHome, ctx, status };
}

export const favouriteCoupon = {
  game_id: 5127 as const,
  advance_draw: 0,
  multi_draw: 1,
  system: 8,
  powerpik: false,
  game_data: [
    {
      group_name: "A",
      numbers: [1, 5, 9, 13, 22, 30, 41, 45],
      powerball: null,
      quickpick: 0 as const,
      stake: 0 as const,
      type: 1 as const,
    },
    {
      group_name: "B",
      numbers: [2, 6, 10, 14, 23, 31, 42, 44],
      powerball: null,
      quickpick: 0 as const,
      stake: 0 as const,
      type: 1 as const,
    },
  ],
};
