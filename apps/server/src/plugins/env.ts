import fp from "fastify-plugin";
import type { Env } from "../config/env";

declare module "fastify" {
  interface FastifyInstance {
    /** The validated environment (R-SERVER seams). */
    env: Env;
  }
}

/** Decorates `app.env`. */
export const envPlugin = fp<{ env: Env }>(
  async (app, opts) => {
    app.decorate("env", opts.env);
  },
  { name: "env" },
);
