import fp from "fastify-plugin";
import { type Clock, systemClock } from "../config/clock";

declare module "fastify" {
  interface FastifyInstance {
    clock: Clock;
  }
}

/** Decorates `app.clock` (R-SERVER seams). */
export const clockPlugin = fp<{ clock?: Clock | undefined }>(
  async (app, opts) => {
    app.decorate("clock", opts.clock ?? systemClock);
  },
  { name: "clock" },
);
