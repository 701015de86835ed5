import * as v from "valibot";
import { CentsSchema } from "./common";
import { requestString } from "./text";

/** Which card gateway and PayPal the server runs: its sandboxes, or Braintree (docs/payments.md). */
export const PAYMENT_GATEWAYS = ["sandbox", "braintree"] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];

/**
 * `GET /config` (R-ENTITIES Service status): outage flags are absent unless set; `payment_gateway` says
 * which payment forms the web app shows (the sandbox's own, or Braintree's Hosted Fields and PayPal).
 */
export const ServiceStatusSchema = v.object({
  gaming_system_outage: v.optional(v.boolean()),
  gaming_system_slow: v.optional(v.boolean()),
  reset_password_coefficient: v.number(),
  minimum_deposit_amount: CentsSchema,
  payment_gateway: v.optional(v.picklist(PAYMENT_GATEWAYS), "sandbox"),
  /** The server's VAPID public key (base64url), which a browser's push subscription is made for. */
  push_public_key: v.optional(v.string()),
});

/** `GET /geo-check` (R-ENTITIES): an ISO country code or 'Private' for local addresses. */
export const GeoCheckSchema = v.object({ country_code: v.string() });

/**
 * The header carrying a geo bypass token (`POST /geo-bypass`) on later calls; the server lets the app's
 * sign-up, deposits and purchases through from outside Australia while it is valid.
 */
export const GEO_BYPASS_HEADER = "Geo-Bypass";

/** `POST /geo-bypass`: the PIN typed after the logo taps (R-VALIDATION: numeric). */
export const GeoBypassBodySchema = v.object({
  pin: v.pipe(requestString(), v.regex(/^\d{1,12}$/, "pin must be 1 to 12 digits")),
});

/** A right PIN's answer: the token to send in {@link GEO_BYPASS_HEADER} and its lifetime in seconds. */
export const GeoBypassResponseSchema = v.object({
  geo_bypass_token: v.pipe(v.string(), v.maxLength(200)),
  expires_in: v.number(),
});

/**
 * `GET /remote-config` (R-ENTITIES Remote config): the known keys, extra keys allowed.
 * `promoSliderMaxSlides` is the "maximum slides from config" of R-HOME (the spec names no key);
 * optional, so a config without it shows every promo slide.
 */
export const RemoteConfigSchema = v.looseObject({
  requestCallbackEnabled: v.boolean(),
  feedbackFooterEnabled: v.boolean(),
  feedbackResponseEnabled: v.boolean(),
  purchasedGrantMessage: v.string(),
  promoSliderInfo: v.array(v.unknown()),
  promoSliderMaxSlides: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  outageMessage: v.string(),
  /** Short per-game text keyed by game id, shown by the game's title; bad entries dropped ({@link parseGameText}). */
  gameText: v.pipe(
    v.record(v.string(), v.unknown()),
    v.transform((entries) => parseGameText(entries)),
  ),
  systemAlerts: v.array(v.unknown()),
  gameDescription: v.record(v.string(), v.unknown()),
  shoppingCartQuickListEnabled: v.boolean(),
  notificationPrompt: v.record(v.string(), v.unknown()),
  /** Entries are read with {@link parseSpecialEvents}, so one malformed entry drops only itself. */
  specialEvents: v.array(v.unknown()),
  removePlayNowButtonFromHeroWeighting: v.number(),
  minimumAppVersion: v.string(),
  recommendedAppVersion: v.string(),
  /** Always served empty: the server checks the PIN (`POST /geo-bypass`, docs/decisions.md). */
  geoBlockingBypassPin: v.string(),
});
export type RemoteConfig = v.InferOutput<typeof RemoteConfigSchema>;

/**
 * One entry of remote config `systemAlerts` (R-ENTITIES Alerts): show, message, severity, icon, and
 * optionally the pages (paths) or games (ids) it is limited to; neither means system-wide.
 */
export const SystemAlertSchema = v.object({
  show: v.boolean(),
  message: v.string(),
  severity: v.optional(v.picklist(["info", "success", "warning", "error"]), "info"),
  icon: v.optional(v.string()),
  pages: v.optional(v.array(v.string())),
  games: v.optional(v.array(v.number())),
});
export type SystemAlertConfig = v.InferOutput<typeof SystemAlertSchema>;

/**
 * The well-formed entries of remote config `systemAlerts`; a malformed one is dropped on its own so
 * one bad edit in the console never hides the others (or the rest of the config).
 */
export function parseSystemAlerts(entries: readonly unknown[]): SystemAlertConfig[] {
  return entries.flatMap((entry) => {
    const result = v.safeParse(SystemAlertSchema, entry);
    return result.success ? [result.output] : [];
  });
}

/**
 * The well-formed entries of remote config `gameText` (R-ENTITIES Remote config): game id → a short
 * non-empty text shown near that game's title. A non-string entry is dropped on its own, like
 * {@link parseSystemAlerts}, so one bad edit never hides the rest of the config.
 */
export function parseGameText(
  entries: Readonly<Record<string, unknown>> | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [gameId, text] of Object.entries(entries ?? {})) {
    if (typeof text === "string" && text.trim() !== "") out[gameId] = text;
  }
  return out;
}
