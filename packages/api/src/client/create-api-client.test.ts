import { HTTP_ERROR_TEXT } from "@lotto/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GEO_BYPASS_HEADER } from "../schemas/service";
import { ApiError } from "./api-error";
import { type ApiClientOptions, createApiClient, FINGERPRINT_HEADER } from "./create-api-client";
import { fakeFetch, json } from "./fake-fetch";

const base = { baseUrl: "http://shop.test", channel: "web", appVersion: "1.94.0" } as const;

function client(reply: Parameters<typeof fakeFetch>[0], options: Partial<ApiClientOptions> = {}) {
  const fake = fakeFetch(reply);
  let n = 0;
  const api = createApiClient({ ...base, fetch: fake.fetch, uuid: () => `uuid-${++n}`, ...options });
  return { api, seen: fake.seen };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail("expected a failure"),
    (e: unknown) => e as ApiError,
  );

describe("createApiClient headers (R-CALLS)", () => {
  it("sends Channel-ID 1, App-Version, Client-OS playonline and JSON content type under /api/v1", async () => {
    const { api, seen } = client(() => json(200, { data: 1, message: "OK" }));
    await api.send({ method: "GET", path: "/config", auth: false });
    const [req] = seen;
    expect(req?.url).toBe("http://shop.test/api/v1/config");
    expect(req?.headers.get("Channel-ID")).toBe("1");
    expect(req?.headers.get("App-Version")).toBe("1.94.0");
    expect(req?.headers.get("Client-OS")).toBe("playonline");
    expect(req?.headers.get("Content-Type")).toBe("application/json");
    expect(req?.headers.has(FINGERPRINT_HEADER)).toBe(false);
  });

  it("uses Channel-ID 3, the platform and the chosen version inside the app", async () => {
    const { api, seen } = client(() => json(200, {}), { channel: "app", clientOs: "ios", version: "v2" });
    await api.send({ method: "GET", path: "/geo-check", auth: false });
    expect(seen[0]?.url).toBe("http://shop.test/api/v2/geo-check");
    expect(seen[0]?.headers.get("Channel-ID")).toBe("3");
    expect(seen[0]?.headers.get("Client-OS")).toBe("ios");
  });

  it("adds a fresh fingerprint to every POST and a JSON body", async () => {
    const { api, seen } = client(() => json(200, {}));
    await api.send({ method: "POST", path: "/auth/logout", auth: false, body: { a: 1 } });
    await api.send({ method: "POST", path: "/auth/logout", auth: false });
    expect(seen.map((r) => r.headers.get(FINGERPRINT_HEADER))).toEqual(["uuid-1", "uuid-2"]);
    expect(JSON.parse(seen[0]?.body ?? "")).toEqual({ a: 1 });
  });

  it("sends Authorization JWT {token} only on authenticated calls", async () => {
    const { api, seen } = client(() => json(200, {}), { token: "abc" });
    await api.send({ method: "GET", path: "/user/balances", auth: true });
    await api.send({ method: "GET", path: "/games", auth: false });
    expect(seen[0]?.headers.get("Authorization")).toBe("JWT abc");
    expect(seen[1]?.headers.has("Authorization")).toBe(false);
  });

  it("sends the geo bypass token on every call once given, until cleared", async () => {
    const { api, seen } = client(() => json(200, {}), { channel: "app", geoBypass: "1800000000.sig" });
    await api.send({ method: "GET", path: "/games", auth: false });
    api.setGeoBypass("1900000000.other");
    await api.send({ method: "POST", path: "/games/tickets-purchase", auth: true, body: {} });
    api.setGeoBypass(null);
    await api.send({ method: "GET", path: "/games", auth: false });
    expect(seen.map((r) => r.headers.get(GEO_BYPASS_HEADER))).toEqual([
      "1800000000.sig",
      "1900000000.other",
      null,
    ]);
  });

  it("drops undefined query values and encodes the rest", async () => {
    const { api, seen } = client(() => json(200, {}));
    await api.send({
      method: "GET",
      path: "/results",
      auth: false,
      query: { game_id: 5127, page: undefined },
    });
    expect(seen[0]?.url).toBe("http://shop.test/api/v1/results?game_id=5127");
  });
});

describe("createApiClient envelope (R-CALLS)", () => {
  it("returns data when the body has data and message, else the whole body", async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.boolean(), async (data, wrapped) => {
        const body = wrapped ? { data, message: "OK" } : { value: data };
        const { api } = client(() => json(200, body));
        const out = await api.send({ method: "GET", path: "/x", auth: false });
        expect(out).toEqual(JSON.parse(JSON.stringify(wrapped ? data : body)));
      }),
      { numRuns: 50 },
    );
  });
});

describe("createApiClient failures (R-ERRORS)", () => {
  it.each([
    [404, {}, HTTP_ERROR_TEXT.notFound],
    [422, { message: "Amount too small" }, "Amount too small"],
    [422, {}, HTTP_ERROR_TEXT.unprocessable],
    [500, { message: "stack" }, HTTP_ERROR_TEXT.internal],
    [502, {}, HTTP_ERROR_TEXT.badGateway],
    [503, {}, HTTP_ERROR_TEXT.unavailable],
    [400, { code: "X", message: "Bad card" }, "Bad card"],
    [400, { message: "no code" }, HTTP_ERROR_TEXT.unknown],
    [403, { cause: { code: "PLAYER_STATUS_PENDING_KYC" }, message: "Pending" }, "Pending"],
    [400, { code: 1001, message: "Card declined" }, "Card declined"],
    [400, { code: 0, message: "Zero is a code" }, "Zero is a code"],
    [409, { cause: { code: 7 }, message: "Numeric cause" }, "Numeric cause"],
    [400, { code: null, message: "null is no code" }, HTTP_ERROR_TEXT.unknown],
  ])("maps %i %j to its text", async (status, body, text) => {
    const { api } = client(() => json(status, body));
    const error = await failure(api.send({ method: "GET", path: "/x", auth: false }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(text);
    expect(error.status).toBe(status);
  });

  it("carries the server's code as code and cause.code (login errors)", async () => {
    const body = { code: "PLAYER_STATUS_TEMPORARY_BLOCKED", message: "locked" };
    const { api } = client(() => json(403, body));
    const error = await failure(api.send({ method: "POST", path: "/auth/login", auth: false }));
    expect(error.code).toBe("PLAYER_STATUS_TEMPORARY_BLOCKED");
    expect(error.cause).toEqual({ code: "PLAYER_STATUS_TEMPORARY_BLOCKED" });
  });

  it("reads a numeric code like a string one: its message shows and the code is its decimal text", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 400, max: 499 }).filter((s) => s !== 401 && s !== 404 && s !== 422),
        fc.integer(),
        fc.string({ minLength: 1 }),
        async (status, code, message) => {
          const { api } = client(() => json(status, { code, message }));
          const error = await failure(api.send({ method: "GET", path: "/x", auth: false }));
          expect(error.message).toBe(message);
          expect(error.code).toBe(String(code));
          expect(error.cause).toEqual({ code: String(code) });
        },
      ),
      { numRuns: 50 },
    );
  });

  it("reads a non-JSON error body as no body", async () => {
    const { api } = client(() => new Response("<html>", { status: 418 }));
    const error = await failure(api.send({ method: "GET", path: "/x", auth: false }));
    expect(error.message).toBe(HTTP_ERROR_TEXT.unknown);
  });

  it("maps a network failure to the network text", async () => {
    const { api } = client(() => Promise.reject(new TypeError("fetch failed")));
    const error = await failure(api.send({ method: "GET", path: "/x", auth: false }));
    expect(error).toMatchObject({ kind: "network", status: 0, message: HTTP_ERROR_TEXT.network });
  });

  it("times out after the configured timeout with the network text", async () => {
    const never = () => new Promise<Response>(() => {});
    const { api } = client(never, { timeoutMs: 20 });
    const error = await failure(api.send({ method: "GET", path: "/x", auth: false }));
    expect(error.message).toBe(HTTP_ERROR_TEXT.network);
  });
});

describe("createApiClient session (R-STATES, R-ERRORS)", () => {
  it("clears the token and emits a session change on a 401 to an authenticated call", async () => {
    const { api } = client(() => json(401, { message: "expired" }), { token: "t1" });
    const events: (string | null)[] = [];
    api.subscribe((t) => events.push(t));
    const error = await failure(api.send({ method: "GET", path: "/user/details", auth: true }));
    expect(error.message).toBe(HTTP_ERROR_TEXT.unauthorized);
    expect(api.getToken()).toBeNull();
    expect(events).toEqual([null]);
  });

  it("tells a session-expired 401 apart by passing the server's code to the listeners", async () => {
    const { api } = client(() => json(401, { code: "SESSION_EXPIRED", message: "Unauthorized request" }), {
      token: "t1",
    });
    const events: [string | null, string | undefined][] = [];
    api.subscribe((t, code) => events.push([t, code]));
    const error = await failure(api.send({ method: "GET", path: "/user/balances", auth: true }));
    expect(error.code).toBe("SESSION_EXPIRED");
    expect(events).toEqual([[null, "SESSION_EXPIRED"]]);
  });

  it("keeps the token on a 401 to an unauthenticated call", async () => {
    const { api } = client(() => json(401, {}), { token: "t1" });
    const events: (string | null)[] = [];
    api.subscribe((t) => events.push(t));
    await failure(api.send({ method: "POST", path: "/auth/login", auth: false }));
    expect(api.getToken()).toBe("t1");
    expect(events).toEqual([]);
  });

  it("notifies on setToken until unsubscribed", () => {
    const { api } = client(() => json(200, {}));
    const events: (string | null)[] = [];
    const off = api.subscribe((t) => events.push(t));
    api.setToken("a");
    off();
    api.setToken("b");
    expect(events).toEqual(["a"]);
    expect(api.getToken()).toBe("b");
  });
});
