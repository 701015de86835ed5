/** The request side of the fuzz tests (R-SERVER Tests): one hostile request per generated case. */
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

/**
 * The URL and payload of a fuzzed call: path parameters (`{id}` or `:id`) filled with `param`, a GET's
 * object body sent as its query, any other body as JSON, or as broken JSON starting `{"<brokenKey>":`.
 */
export function hostileRequest(
  method: string,
  path: string,
  body: unknown,
  param: string,
  raw: boolean,
  brokenKey: string,
): { url: string; payload: string | undefined } {
  const filled = path.replace(/\{\w+\}|:\w+/g, encodeURIComponent(param) || "x");
  const asText = (v: unknown) => (typeof v === "string" ? v : (JSON.stringify(v) ?? ""));
  const query =
    method === "GET" && typeof body === "object" && body
      ? `?${new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, asText(v)]))}`
      : "";
  const payload =
    method === "GET"
      ? undefined
      : raw
        ? `{"${brokenKey}": ${(JSON.stringify(body) ?? "x").slice(0, 50)}`
        : JSON.stringify(body ?? null);
  return { url: `${filled}${query}`, payload };
}

/** Never a 5xx; a refusal carries the error shape `{ code, message }`. True when it was refused. */
export function expectNoServerError(res: LightMyRequestResponse): boolean {
  expect(res.statusCode, res.body).toBeLessThan(500);
  if (res.statusCode < 400) return false;
  const error = res.json();
  expect(typeof error.message, res.body).toBe("string");
  expect(typeof error.code, res.body).toBe("string");
  return true;
}
