import fp from "fastify-plugin";
import { Temporal } from "temporal-polyfill";

/** The app's source of time; tests swap it to move through lockouts, limits and token expiry. */
export interface Clock {
  now(): Temporal.Instant;
}

/** The wall clock. */
export const systemClock: Clock = { now: () => Temporal.Now.instant() };

declare module "fastify" {
  interface FastifyInstance {
    clock: Clock;
  }
}

/** Decorates `app.clock` (issue 4 seams). */
export const clockPlugin = fp<{ clock?: Clock | undefined }>(
  async (app, opts) => {
    app.decorate("clock", opts.clock ?? systemClock);
  },
  { name: "clock" },
);
