/**
 * The mixed-load case of the server benchmark (R-SERVER): `connections` clients at once, 70% of their
 * calls reads (`/config`, `/games`, `/results`, a player's balance, limits and play history) and 30%
 * purchases (submit, then the group's status, as the web app does) by `players` funded players, until
 * the time is up. Reads must not queue behind the purchases' database work: the answer per read path
 * is its latency, and the purchases' rate says the writes still flow.
 */
import { gameBySlug } from "@lotto/core";
import { login, nextSaturdayDraw, percentile, purchaseBody, purchaseOnce } from "./purchase-load";

/** The read paths, each with whether it is a player's own. */
const READS = [
  { path: "/api/v1/config", auth: false },
  { path: "/api/v1/games", auth: false },
  { path: `/api/v1/results?game_id=${gameBySlug("saturday-lotto")!.id}&page=1`, auth: false },
  { path: "/api/v1/user/balances", auth: true },
  { path: "/api/v1/user/limits", auth: true },
  { path: "/api/v1/user/play-history", auth: true },
] as const;

/** Twenty calls of a client's cycle: fourteen reads (`/config` and `/games` three times each), six purchases. */
const CYCLE = [0, 1, "buy", 2, 3, "buy", 0, 4, 5, "buy", 1, 0, "buy", 2, 3, "buy", 1, 4, 5, "buy"] as const;

export interface MixedLoad {
  /** HTTP requests answered per second, reads and both calls of each purchase. */
  perSecond: number;
  purchasesPerSecond: number;
  errors: number;
  /** Latency by read path, then of a whole purchase (submit to COMPLETED). */
  latency: { name: string; p50: number; p99: number; count: number }[];
}

/** Runs the mixed load against `baseUrl` for `seconds`; players `first`…`first + players - 1` buy. */
export async function mixedLoad(
  baseUrl: string,
  connections: number,
  seconds: number,
  first: number,
  players: number,
): Promise<MixedLoad> {
  const tokens: string[] = [];
  for (let i = 0; i < players; i++) tokens.push(await login(baseUrl, first + i));
  const body = purchaseBody(await nextSaturdayDraw(baseUrl));
  const latencies: number[][] = [...READS.map(() => []), []];
  let requests = 0;
  let purchases = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      const auth = tokens[c % players]!;
      for (let step = c; performance.now() < deadline; step++) {
        const call = CYCLE[step % CYCLE.length]!;
        const t = performance.now();
        if (call === "buy") {
          const status = await purchaseOnce(baseUrl, auth, body).catch(() => null);
          requests += 2;
          if (status === "COMPLETED") {
            purchases++;
            latencies[READS.length]!.push(performance.now() - t);
          } else errors++;
          continue;
        }
        const read = READS[call];
        const ok = await fetch(`${baseUrl}${read.path}`, {
          headers: read.auth ? { authorization: auth } : {},
        })
          .then(async (res) => {
            await res.arrayBuffer();
            return res.ok;
          })
          .catch(() => false);
        requests++;
        if (ok) latencies[call]!.push(performance.now() - t);
        else errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const names = [...READS.map((read) => `GET ${read.path.replace(/\?.*/, "")}`), "purchase"];
  return {
    perSecond: requests / elapsed,
    purchasesPerSecond: purchases / elapsed,
    errors,
    latency: latencies.map((list, i) => {
      list.sort((a, b) => a - b);
      const ms = (p: number) => Math.round(percentile(list, p) * 10) / 10;
      return { name: names[i]!, p50: ms(0.5), p99: ms(0.99), count: list.length };
    }),
  };
}
