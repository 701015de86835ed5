/**
 * The purchase case of the server benchmark (R-SERVER): `connections` players buy at once, each on
 * its own wallet and weekly limit, submit then read the group's status, as the web app does, until
 * the time is up. Counts purchases that reached COMPLETED per second and their latency.
 */
import { gameBySlug } from "@lotto/core";
import { DEMO_PASSWORD } from "../src/accounts/demo";
import { benchEmail } from "./bench-players";

const SATURDAY_LOTTO = gameBySlug("saturday-lotto")!;
const BOARDS = 4;

/** A standard Saturday Lotto ticket of four boards ($3.40 at the catalogue's unit price). */
const coupon = {
  game_id: SATURDAY_LOTTO.id,
  advance_draw: 0,
  multi_draw: 1,
  system: 6,
  powerpik: false,
  game_data: [1, 7, 13, 19].map((first, i) => ({
    group_name: String.fromCharCode(65 + i),
    numbers: Array.from({ length: 6 }, (_, k) => first + k),
    powerball: null,
    quickpick: 0,
    stake: 0,
    type: 1,
  })),
};
const COST = BOARDS * SATURDAY_LOTTO.unitPrice.cents;

/** The submit body of one such ticket for `drawNumber`. */
export const purchaseBody = (drawNumber: number) =>
  JSON.stringify({ tickets: [{ coupon, cost: COST, draw_num: drawNumber }] });

export interface PurchaseLoad {
  perSecond: number;
  completed: number;
  refused: number;
  errors: number;
  p50: number;
  p99: number;
}

const json = { "content-type": "application/json" };

export async function login(baseUrl: string, i: number): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ username: benchEmail(i), password: DEMO_PASSWORD, version: 2 }),
  });
  if (!res.ok) throw new Error(`bench player ${i} could not log in: ${res.status}`);
  const { data } = (await res.json()) as { data: { token: string } };
  return `JWT ${data.token}`;
}

export async function nextSaturdayDraw(baseUrl: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/v1/games`);
  const { data } = (await res.json()) as { data: Record<string, { upcoming_draw: { draw_number: number } }> };
  const draw = data[String(SATURDAY_LOTTO.id)]?.upcoming_draw.draw_number;
  if (draw === undefined) throw new Error("GET /games lists no Saturday Lotto draw");
  return draw;
}

/** One purchase from submit to its final status; the status, or null on a transport or 5xx error. */
export async function purchaseOnce(baseUrl: string, auth: string, body: string): Promise<string | null> {
  const headers = { ...json, authorization: auth };
  const submitted = await fetch(`${baseUrl}/api/v1/games/tickets-purchase`, {
    method: "POST",
    headers,
    body,
  });
  if (!submitted.ok) return null;
  const { data } = (await submitted.json()) as { data: { id: string } };
  const status = await fetch(`${baseUrl}/api/v1/games/tickets-purchase/${data.id}`, { headers });
  if (!status.ok) return null;
  return ((await status.json()) as { data: { status: string } }).data.status;
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0);

/** Runs the purchase load against `baseUrl` for `seconds` with one bench player per connection. */
export async function purchaseLoad(
  baseUrl: string,
  connections: number,
  seconds: number,
): Promise<PurchaseLoad> {
  const tokens = [];
  for (let i = 0; i < connections; i++) tokens.push(await login(baseUrl, i));
  const body = purchaseBody(await nextSaturdayDraw(baseUrl));
  const latencies: number[] = [];
  let refused = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    tokens.map(async (auth) => {
      while (performance.now() < deadline) {
        const t = performance.now();
        const status = await purchaseOnce(baseUrl, auth, body).catch(() => null);
        if (status === "COMPLETED") latencies.push(performance.now() - t);
        else if (status === null) errors++;
        else refused++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / elapsed,
    completed: latencies.length,
    refused,
    errors,
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
  };
}
