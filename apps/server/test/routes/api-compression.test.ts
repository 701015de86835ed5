import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, type TestApp } from "../helper";

let app: TestApp;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const get = (url: string, encoding?: string) =>
  app.inject({ method: "GET", url, headers: encoding === undefined ? {} : { "accept-encoding": encoding } });

describe("API answers from 1 KB go compressed when the client takes it", () => {
  it("sends a large answer as brotli or gzip with the same JSON, and as is to a client that takes neither", async () => {
    const url = "/api/v1/games/5127/purchase-config";
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(100_000);
    const br = await get(url, "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("accept-encoding");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await get(url, "br;q=0, gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect((await get(url, "identity")).headers["content-encoding"]).toBeUndefined();
  });

  it("compresses a cached answer (the games list) once and sends the same bytes again", async () => {
    const first = await get("/api/v1/games", "br");
    const second = await get("/api/v1/games", "br");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString())).toEqual(
      (await get("/api/v1/games")).json(),
    );
  });

  it("leaves small answers as they are", async () => {
    const res = await get("/api/v1/config", "br, gzip");
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toMatchObject({ message: "OK" });
  });
});
