import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { ApiError } from "./api-error";
import { createApiClient } from "./create-api-client";
import { call, caller, defineEndpoint, fillPath } from "./define-endpoint";
import { fakeFetch, json } from "./fake-fetch";

const Balance = v.object({ current_balance: v.pipe(v.number(), v.integer()) });
const getBalances = defineEndpoint({ method: "GET", path: "/user/balances", auth: true, response: Balance });
const getConfig = defineEndpoint({
  method: "GET",
  path: "/games/{gameId}/purchase-config",
  auth: false,
  params: v.object({ gameId: v.number() }),
  query: v.object({ day: v.optional(v.string()) }),
  response: v.unknown(),
});
const deposit = defineEndpoint({
  method: "POST",
  path: "/user/deposits/card",
  auth: true,
  body: v.object({ amount: v.number() }),
  response: v.object({ deposit_id: v.string() }),
});

function setup(body: unknown) {
  const fake = fakeFetch(() => json(200, body));
  const api = createApiClient({
    baseUrl: "http://s.test",
    channel: "web",
    appVersion: "1",
    fetch: fake.fetch,
  });
  api.setToken("tok");
  return { api, seen: fake.seen };
}

describe("call", () => {
  it("returns the parsed response of a valid body", async () => {
    const { api } = setup({ data: { current_balance: 1250 }, message: "OK" });
    await expect(call(api, getBalances, {})).resolves.toEqual({ current_balance: 1250 });
  });

  it("rejects a malformed response with an error naming the field", async () => {
    const { api } = setup({ data: { current_balance: "12.50" }, message: "OK" });
    const error = (await call(api, getBalances, {}).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe("contract");
    expect(error.field).toBe("current_balance");
    expect(error.message).toMatch(/^Invalid response from GET \/user\/balances: current_balance: /);
  });

  it("names the root when the whole body is wrong", async () => {
    const { api } = setup(null);
    const error = (await call(api, getBalances, {}).catch((e: unknown) => e)) as ApiError;
    expect(error.field).toBe("(root)");
  });

  it("fills path params, sends the query, the body and extra headers", async () => {
    const { api, seen } = setup({ deposit_id: "d1" });
    await call(api, getConfig, { params: { gameId: 5303 }, query: { day: "Monday" } });
    await call(api, deposit, { body: { amount: 1000 }, headers: { "Idempotency-Key": "k1" } });
    expect(seen[0]?.url).toBe("http://s.test/api/v1/games/5303/purchase-config?day=Monday");
    expect(seen[1]?.method).toBe("POST");
    expect(seen[1]?.headers.get("Idempotency-Key")).toBe("k1");
    expect(seen[1]?.headers.get("Authorization")).toBe("JWT tok");
    expect(JSON.parse(seen[1]?.body ?? "")).toEqual({ amount: 1000 });
  });
});

describe("caller", () => {
  it("makes an endpoint's client function: no input for a call without params, query or body", async () => {
    const { api, seen } = setup({ data: { current_balance: 1250 }, message: "OK" });
    await expect(caller(getBalances)(api)).resolves.toEqual({ current_balance: 1250 });
    expect(seen[0]?.url).toBe("http://s.test/api/v1/user/balances");
  });

  it("passes the input of a call that takes one", async () => {
    const { api, seen } = setup({ deposit_id: "d1" });
    await expect(caller(deposit)(api, { body: { amount: 1000 } })).resolves.toEqual({ deposit_id: "d1" });
    expect(JSON.parse(seen[0]?.body ?? "")).toEqual({ amount: 1000 });
    // @ts-expect-error: the body is required
    await caller(deposit)(api).catch(() => undefined);
  });
});

describe("fillPath", () => {
  it("encodes values and refuses a missing one", () => {
    expect(fillPath("/a/{id}/b", { id: "x y/z" })).toBe("/a/x%20y%2Fz/b");
    expect(() => fillPath("/a/{id}", {})).toThrow("Missing path parameter id");
  });
});
