/**
 * Log scrubbing (R-SERVER: "Logs via pino, no secrets or card numbers"). pino's `redact` only knows
 * fixed paths, and errors from adapters or the database carry the request they failed on at any
 * depth (a card inside `request.body`, query parameters inside the message). This walks a value to
 * any depth: secret-named keys are replaced, and in every string JWTs and card numbers are masked.
 */
import { isLuhnValid } from "./payments/luhn";

/** The text that replaces a secret. */
export const REDACTED = "[redacted]";

/** Keys whose values are secrets whatever they hold (passwords, tokens, answers, cards, headers). */
const SECRET_KEY = /pass(word)?|token|secret|answer|authori[sz]ation|cookie|cvv|^card$|card_?number|jwt/i;
/** A JWT: three base64url parts, the header always starting `eyJ` (`{"`). */
const JWT = /eyJ[\w-]*\.[\w-]+\.[\w-]*/g;
/** 13 to 19 digits, optionally grouped by spaces or dashes, as card numbers are written. */
const DIGIT_RUN = /\b\d(?:[ -]?\d){12,18}\b/g;
/** `token=…` or `ticket=…` in a URL or query string (activation and reset links, notification streams). */
const TOKEN_PARAM = /((?:token|ticket)=)[^&\s"]+/gi;
/** Deeper than this is cut: log objects are small, and cycles must end. */
const MAX_DEPTH = 8;

/** Masks JWTs, Luhn-valid card numbers and `token=` / `ticket=` parameters inside a string. */
export function scrubText(text: string): string {
  return text
    .replace(JWT, REDACTED)
    .replace(TOKEN_PARAM, `$1${REDACTED}`)
    .replace(DIGIT_RUN, (run) => (isLuhnValid(run.replace(/[ -]/g, "")) ? REDACTED : run));
}

/** A copy of `value` with secret-named keys replaced and every string scrubbed, to any depth. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubText(value);
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) return "[too deep]";
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  if (value instanceof Error) return scrubError(value, depth);
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) ? REDACTED : scrubValue(inner, depth + 1);
  }
  return out;
}

/**
 * The `err` serializer: type, message, stack, code and status, the cause chain, and any other own
 * fields (a failed query's params, an SDK's request), all scrubbed.
 */
export function scrubError(
  error: Error,
  depth = 0,
): { type: string; message: string; stack: string; [key: string]: unknown } {
  const { name, message, stack, cause, ...rest } = error as Error & Record<string, unknown>;
  return {
    type: error.constructor?.name ?? name,
    message: scrubText(String(message)),
    stack: typeof stack === "string" ? scrubText(stack) : "",
    ...(scrubValue(rest, depth + 1) as Record<string, unknown>),
    ...(cause === undefined ? {} : { cause: scrubValue(cause, depth + 1) }),
  };
}

/**
 * Scrubs a log call's own fields before pino serializes them. Class instances (Fastify's request
 * and reply) are left to their serializers; plain objects, arrays and errors are scrubbed.
 */
export function scrubLogObject(object: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object)) {
    if (SECRET_KEY.test(key)) out[key] = REDACTED;
    else if (isPlain(value) || Array.isArray(value) || value instanceof Error || typeof value === "string")
      out[key] = scrubValue(value);
    else out[key] = value;
  }
  return out;
}

function isPlain(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
