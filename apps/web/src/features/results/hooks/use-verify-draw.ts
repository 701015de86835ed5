import type { Result } from "@lotto/api";
import { verifyDraw } from "@lotto/core";
import { useCallback, useState } from "react";
import type { VerifyState } from "../components/draw-proof";

const key = (result: Result) => `${result.game}-${result.draw_num}`;

/**
 * Rechecks draws in the browser with core's `verifyDraw` (R-DRAW-ENGINE): the seed must hash to the
 * commitment and derive exactly the published numbers. Keeps each draw's outcome.
 */
export function useVerifyDraw() {
  const [states, setStates] = useState<Record<string, VerifyState>>({});
  const run = useCallback((result: Result) => {
    const { valid } = verifyDraw({
      gameId: result.game,
      drawNumber: result.draw_num,
      commitment: result.commitment,
      seed: result.seed,
      numbers: {
        winning: result.winning_numbers,
        supplementary: result.supplementary_numbers,
        powerball: result.powerball,
      },
    });
    setStates((s) => ({ ...s, [key(result)]: valid ? "verified" : "mismatch" }));
  }, []);
  const state = useCallback((result: Result): VerifyState => states[key(result)] ?? "idle", [states]);
  return { run, state };
}
