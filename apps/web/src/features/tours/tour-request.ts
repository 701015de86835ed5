import type { TourKind } from "@lotto/core";
import { createExternalStore } from "@/lib/external-store";

/**
 * The tour asked for, null when none runs. The shell reads it to load the tour chunk, so shepherd.js
 * stays out of the entry bundle (pnpm bench).
 */
export const tourRequest = createExternalStore<TourKind | null>(null);
