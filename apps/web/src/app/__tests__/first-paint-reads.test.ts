import { RESULTS_FIRST_GAME } from "@lotto/core";
import { QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { queries } from "@/api/queries";
import { createQueryClient } from "@/lib/query-client";
import { fakeApi } from "@/testing/fake-api";
import { primeFirstPaintReads, READ_OF_CALL } from "../first-paint-reads";
import { ROUTE_HINTS, SHELL_DATA } from "../route-hints";

const routes = {
  "GET /config": { body: { reset_password_coefficient: 100, minimum_deposit_amount: 1000 } },
  "GET /games": { body: {} },
};

/** Mounts one observer of the read, as a component's useQuery would, and lets its mount effects run. */
async function mount(client: ReturnType<typeof createQueryClient>, options: object) {
  const observer = new QueryObserver(client, options as never);
  const unsubscribe = observer.subscribe(() => {});
  await new Promise((resolve) => setTimeout(resolve, 0));
  unsubscribe();
}

describe("reads primed for the first render", () => {
  it("has a read for every call a page's HTML starts, but the game-entry machine's purchase config", () => {
    const started = [...SHELL_DATA, ...ROUTE_HINTS.flatMap((hint) => hint.data)]
      .map((call) => call.replace("{resultsGameId}", String(RESULTS_FIRST_GAME.id)))
      .filter((call) => !call.includes("{gameId}/purchase-config"));
    expect(new Set(Object.keys(READ_OF_CALL))).toEqual(new Set(started));
  });

  it("fills the cache from the started calls, and the first mounts ask no more", async () => {
    const { api, calls } = fakeApi(routes);
    const client = createQueryClient();
    await primeFirstPaintReads(client, api, { "/api/v1/config": {}, "/api/v1/games": {} });
    expect(calls.sort()).toEqual(["GET /config", "GET /games"]);
    expect(client.getQueryData(queries.games(api).queryKey)).toEqual({});
    await mount(client, queries.games(api));
    await mount(client, queries.serviceStatus(api));
    expect(calls).toHaveLength(2);
  });

  it("reads nothing the HTML did not start, and a read never primed refetches on mount as usual", async () => {
    const { api, calls } = fakeApi(routes);
    const client = createQueryClient();
    await primeFirstPaintReads(client, api, { "/api/v1/games": {} });
    expect(calls).toEqual(["GET /games"]);
    await client.prefetchQuery(queries.serviceStatus(api));
    await mount(client, queries.serviceStatus(api));
    expect(calls).toEqual(["GET /games", "GET /config", "GET /config"]);
  });

  it("does not hold the first render past its wait when an answer is slow", async () => {
    const { api } = fakeApi(routes);
    const client = createQueryClient();
    const slow = { ...api, send: () => new Promise<never>(() => {}) };
    const started = Date.now();
    await primeFirstPaintReads(client, slow, { "/api/v1/games": {} }, 50);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(client.getQueryData(queries.games(api).queryKey)).toBeUndefined();
  });
});
