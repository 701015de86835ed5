import { Temporal } from "temporal-polyfill";

/** The app's source of time; tests swap it to move through lockouts, limits and token expiry. */
export interface Clock {
  now(): Temporal.Instant;
}

/** The wall clock. */
export const systemClock: Clock = { now: () => Temporal.Now.instant() };
