/**
 * Prometheus metrics of this instance (docs/operations.md "Metrics"), in a registry of its own (never
 * prom-client's global one: each app, and each test's app, counts alone). Requests are labelled by
 * route pattern, method and status, never by raw URL, so no client can grow the label set; queue
 * lengths and the pool's use are read when scraped. `/metrics` serves it on the operator listener only.
 */
import {
  depositByCardEndpoint,
  depositByPaypalEndpoint,
  type EndpointDef,
  submitPurchaseEndpoint,
} from "@lotto/api";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { onSettlementTimed } from "../draws/settlement-timing";
import { queueLengths } from "../operator/queue-lengths";

declare module "fastify" {
  interface FastifyInstance {
    /** This instance's metrics registry. */
    metrics: Registry;
  }
}

/** Methods labelled by name; any other a client sends is `OTHER`. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** The pattern Fastify matched, e.g. `/api/v1/user/withdrawals/:id/cancel`; `unmatched` for a 404. */
const routeOf = (pattern: string | undefined) => pattern ?? "unmatched";

const key = (method: string, path: string) => `${method} ${path}`;
const routeKey = (endpoint: EndpointDef) => key(endpoint.method, `/api/v1${endpoint.path}`);
const PURCHASES = new Set([routeKey(submitPurchaseEndpoint)]);
const DEPOSITS = new Set([routeKey(depositByCardEndpoint), routeKey(depositByPaypalEndpoint)]);

/** Builds the registry and its metrics, and counts `app`'s requests. */
function instrument(app: FastifyInstance): Registry {
  const registry = new Registry();
  // The process's own (memory, CPU, event-loop delay) once it serves: each set samples the event loop,
  // which the many apps of a test run need not do.
  app.addHook("onListen", async () => collectDefaultMetrics({ register: registry }));
  const registers = [registry];
  const requests = new Counter({
    name: "http_requests_total",
    help: "Requests answered, by method, route pattern and status code.",
    labelNames: ["method", "route", "status"] as const,
    registers,
  });
  const latency = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by method and route pattern.",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const purchases = new Counter({
    name: "lotto_purchases_total",
    help: "Purchases accepted (a cart of tickets each).",
    registers,
  });
  const deposits = new Counter({
    name: "lotto_deposits_total",
    help: "Card and PayPal deposits accepted.",
    registers,
  });
  const settlements = new Histogram({
    name: "lotto_settlement_duration_seconds",
    help: "Time to settle one draw (its tickets, prizes and notifications).",
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
    registers,
  });
  new Gauge({
    name: "lotto_queue_length",
    help: "What waits now: mail retrying or given up, open withdrawals, open identity reviews.",
    labelNames: ["queue"] as const,
    registers,
    async collect() {
      const lengths = await queueLengths(app.db);
      for (const [queue, n] of Object.entries(lengths)) this.set({ queue }, n);
    },
  });
  new Gauge({
    name: "lotto_db_pool_connections",
    help: "The database pool's connections: open, idle, requests waiting, and its maximum (PostgreSQL).",
    labelNames: ["state"] as const,
    registers,
    collect() {
      const use = app.dbPool?.();
      if (!use) return;
      for (const [state, n] of Object.entries(use)) this.set({ state }, n);
    },
  });

  const stop = onSettlementTimed(app.db, (seconds) => settlements.observe(seconds));
  app.addHook("onClose", async () => stop());
  app.addHook("onResponse", async (request, reply) => {
    const method = METHODS.has(request.method) ? request.method : "OTHER";
    const route = routeOf(request.routeOptions.url);
    const status = reply.statusCode;
    requests.inc({ method, route, status: String(status) });
    latency.observe({ method, route }, reply.elapsedTime / 1000);
    if (status < 200 || status >= 300) return;
    if (PURCHASES.has(key(method, route))) purchases.inc();
    else if (DEPOSITS.has(key(method, route))) deposits.inc();
  });
  return registry;
}

/** Decorates `app.metrics` and counts the app's requests. */
export const metricsPlugin = fp(
  async (app) => {
    app.decorate("metrics", instrument(app));
  },
  { name: "metrics", dependencies: ["database"] },
);
