import { HTTP_ERROR_TEXT, httpErrorMessage } from "@lotto/core";
import ky, { type KyInstance } from "ky";
import { GEO_BYPASS_HEADER } from "../schemas/service";
import { ApiError } from "./api-error";
import { type ClientIdentity, clientHeaders } from "./client-headers";
import { errorCode, readJson, unwrapEnvelope } from "./envelope";

/** Request timeout (R-LIMITS: 30 s). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** The header carrying a random per-request fingerprint on POST (docs/decisions.md#d2). */
export const FINGERPRINT_HEADER = "X-Request-Fingerprint";

/** Options of {@link createApiClient}. */
export interface ApiClientOptions extends ClientIdentity {
  /** Origin of the provider, e.g. `https://shop.example`; empty for same-origin relative calls. */
  baseUrl?: string;
  /** API version in `/api/{version}` (R-CALLS, default `v1`). */
  version?: string;
  /** Token to start with (e.g. restored from session storage). */
  token?: string | null;
  /** Geo bypass token to start with (`POST /geo-bypass`, restored from session storage). */
  geoBypass?: string | null;
  /** Swappable for tests and for the server's in-process contract tests. */
  fetch?: typeof fetch;
  /** Fingerprint source; defaults to `crypto.randomUUID`. */
  uuid?: () => string;
  timeoutMs?: number;
}

/** One HTTP request as an endpoint describes it. */
export interface ApiRequest {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Path under `/api/{version}`, starting with `/`. */
  path: string;
  auth: boolean;
  query?: Record<string, string | number | boolean | undefined> | undefined;
  body?: unknown;
  headers?: Record<string, string> | undefined;
}

/**
 * Listener of session changes: receives the new token (null when cleared) and, when a 401 cleared it,
 * the server's code (e.g. `SESSION_EXPIRED`, R-STATES: a session-expired error is told apart).
 */
export type SessionListener = (token: string | null, code?: string) => void;

/** The configured client every endpoint function runs on (R-CALLS). */
export interface ApiClient {
  /** Sends a request and resolves with the unwrapped data; rejects with an {@link ApiError}. */
  send(request: ApiRequest): Promise<unknown>;
  getToken(): string | null;
  /** Stores the token and notifies listeners. */
  setToken(token: string | null): void;
  /** Subscribes to session changes; returns the unsubscribe function. */
  subscribe(listener: SessionListener): () => void;
  /** Sends this geo bypass token on every later call (null: no more). */
  setGeoBypass(token: string | null): void;
}

/**
 * Creates the single ky-based client of the provider API (R-CALLS headers, timeout, envelope;
 * R-ERRORS error texts; a 401 on an authenticated call clears the token and emits a session change).
 * @example const api = createApiClient({ channel: "web", appVersion: "1.94.0" });
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  let token = options.token ?? null;
  let geoBypass = options.geoBypass ?? null;
  const listeners = new Set<SessionListener>();
  const uuid = options.uuid ?? (() => globalThis.crypto.randomUUID());
  const http: KyInstance = ky.create({
    prefixUrl: `${options.baseUrl ?? ""}/api/${options.version ?? "v1"}`,
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    retry: 0, // retries belong to the query layer (R-CALLS: up to 3, not on session expiry)
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    headers: clientHeaders(options),
  });

  const setToken = (next: string | null, code?: string) => {
    token = next;
    for (const listener of listeners) listener(next, code);
  };

  async function send(request: ApiRequest): Promise<unknown> {
    const headers: Record<string, string> = { ...request.headers };
    if (request.method !== "GET") headers[FINGERPRINT_HEADER] = uuid();
    const sentToken = request.auth ? token : null;
    if (sentToken) headers.Authorization = `JWT ${sentToken}`;
    if (geoBypass) headers[GEO_BYPASS_HEADER] = geoBypass;
    let response: Response;
    try {
      response = await http(request.path.replace(/^\//, ""), {
        method: request.method,
        headers,
        ...(request.query ? { searchParams: definedOnly(request.query) } : {}),
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      });
    } catch {
      // fetch failure, abort and ky's timeout all read the same to the player (R-ERRORS).
      throw new ApiError(HTTP_ERROR_TEXT.network, { kind: "network", status: 0 });
    }
    const body = await readJson(response);
    if (response.ok) return unwrapEnvelope(body);
    const code = errorCode(body);
    if (response.status === 401 && request.auth) {
      // Only a token that was actually rejected ends the session; a newer one stays.
      if (sentToken !== null && token === sentToken) setToken(null, code);
    }
    throw new ApiError(httpErrorMessage(response.status, withCode(body, code)), {
      kind: "http",
      status: response.status,
      code,
    });
  }

  return {
    send,
    getToken: () => token,
    setToken,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setGeoBypass(next) {
      geoBypass = next;
    },
  };
}

function definedOnly(query: NonNullable<ApiRequest["query"]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined) out[key] = String(value);
  return out;
}

/** The body as R-ERRORS reads it: a `cause.code` counts as a code. */
function withCode(body: unknown, code: string | undefined) {
  if (body === null || typeof body !== "object") return null;
  return { ...(body as object), code };
}
