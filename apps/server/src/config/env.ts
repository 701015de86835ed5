/** The server's environment, validated at boot with valibot (fails with the bad keys; R-SERVER). */
import { DEFAULT_DEPOSIT_CAPS } from "@lotto/core";
import * as v from "valibot";
import { StartupError } from "./startup-error";

const flag = v.optional(
  v.pipe(
    v.picklist(["true", "false", "1", "0"], "must be true or false"),
    v.transform((s) => s === "true" || s === "1"),
  ),
);
const int = (fallback: number, min = 0) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, "must be a whole number"),
      v.transform(Number),
      v.minValue(min, `must be at least ${min}`),
    ),
    String(fallback),
  );

/** Every variable the server reads; all optional with embedded defaults. */
export const EnvSchema = v.object({
  /** `production` turns off every demo seed and refuses unsafe settings (config/production.ts). */
  NODE_ENV: v.optional(v.string()),
  PORT: int(8080, 0),
  HOST: v.optional(v.string(), "127.0.0.1"),
  /** The operator listener (console, operator API, adapters): keep it on a private address (README). */
  OPERATOR_PORT: int(8081, 0),
  OPERATOR_HOST: v.optional(v.string(), "127.0.0.1"),
  /** Data folder (PGlite files, operator token); relative to the repo root under `npm start`. */
  DATA_DIR: v.optional(v.string(), "./data"),
  /** postgres://… switches from PGlite to PostgreSQL. */
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL"))),
  /** Token signing secret; without it a generated one is kept in the database (docs/security.md). */
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, "must be at least 32 characters"))),
  /** Origin used in emailed links; defaults to http://HOST:PORT. */
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url("must be a URL"))),
  LOG_LEVEL: v.optional(v.picklist(["fatal", "error", "warn", "info", "debug", "trace", "silent"]), "info"),
  /** smtp://user:pass@host:port; without it each email is one line on the console (not in production). */
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, "must be an smtp:// URL"))),
  SMTP_FROM: v.optional(v.string(), "Play Online <no-reply@playonline.local>"),
  /**
   * Who checks a new player's identity (docs/identity.md): `none` hands every sign-up to the operator
   * (`kyc:approve`), `sandbox` passes everyone but the surname "Unverified" (refused in production).
   * Unset: `sandbox`, or `none` in production.
   */
  IDENTITY_VERIFIER: v.optional(v.picklist(["none", "sandbox"], "must be none or sandbox")),
  /** Serve `/dev/mailbox` to loopback clients; off unless `true`, refused in production. */
  DEV_MAILBOX: flag,
  /** The maintenance switch's boot default; an admin switches it at run time (service/runtime-settings.ts). */
  GAMING_SYSTEM_OUTAGE: flag,
  GAMING_SYSTEM_SLOW: flag,
  MINIMUM_DEPOSIT_AMOUNT: int(1000, 1),
  /** The most one deposit may be, in cents (default $5,000; docs/decisions.md "Deposit limits"). */
  MAX_DEPOSIT_AMOUNT: int(DEFAULT_DEPOSIT_CAPS.perDeposit, 1),
  /** The most a player may deposit in a Perth day, in cents (default $10,000). */
  MAX_DEPOSITS_PER_DAY: int(DEFAULT_DEPOSIT_CAPS.perDay, 1),
  RESET_PASSWORD_COEFFICIENT: int(100),
  FEEDBACK_PURCHASE_COEFFICIENT: int(20),
  FEEDBACK_DEPOSIT_COEFFICIENT: int(20),
  /**
   * Country for a public address that neither a trusted proxy's header nor the country database
   * places; production refuses to start when the database is missing (config/production.ts).
   */
  GEO_DEFAULT_COUNTRY: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, "must be a country code")), "AU"),
  /** Header a trusted proxy sets with the client's country (e.g. cf-ipcountry); read only when TRUST_PROXY > 0. */
  GEO_COUNTRY_HEADER: v.optional(v.pipe(v.string(), v.toLowerCase())),
  /**
   * Folder of geoip-country data files to use instead of the ones shipped in the package (newer files
   * made with geoip-country's `updatedb` and a GeoLite2 licence key; service/geo-country.ts).
   */
  GEOIP_DATADIR: v.optional(v.string()),
  /**
   * Proxies in front of the server that each append the address they saw to X-Forwarded-For: the
   * client's address is read that many entries from the right, never the left-most one a client
   * wrote itself. 0 (the default) when clients reach the server directly.
   */
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^\d{1,2}$/,
        "must be the number of proxies in front of the server (e.g. 1), not true or false: true trusted any address a client wrote first in X-Forwarded-For",
      ),
      v.transform(Number),
    ),
    "0",
  ),
  /** Auth and credential-check calls allowed per minute per client address and per account. */
  AUTH_RATE_LIMIT: int(20, 1),
  /**
   * Braintree (docs/payments.md): all five or none (config/braintree-settings.ts). Without them the card
   * gateway and PayPal are the offline sandboxes, which production refuses.
   */
  BRAINTREE_ENVIRONMENT: v.optional(v.picklist(["sandbox", "production"], "must be sandbox or production")),
  BRAINTREE_MERCHANT_ID: v.optional(v.pipe(v.string(), v.regex(/^\w+$/, "must be a merchant id"))),
  BRAINTREE_PUBLIC_KEY: v.optional(v.string()),
  BRAINTREE_PRIVATE_KEY: v.optional(v.string()),
  /** The AUD merchant account (Braintree control panel, Business, Merchant Accounts). */
  BRAINTREE_MERCHANT_ACCOUNT_ID: v.optional(v.string()),
  /**
   * The shop's bank details for the ABA file of withdrawals (wallet/aba-export.ts, docs/operations.md):
   * the bank's 3-letter code, the user name and 6-digit APCA user id it issued, the paying (trace)
   * account and the remitter name payees see. Unset outside production: a demo originator; in
   * production the export is refused until all are set.
   */
  ABA_BANK: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, "must be the bank's 3-letter code, e.g. CBA")),
  ),
  ABA_USER_NAME: v.optional(v.pipe(v.string(), v.maxLength(26, "must be at most 26 characters"))),
  ABA_USER_ID: v.optional(v.pipe(v.string(), v.regex(/^\d{6}$/, "must be the 6-digit APCA user id"))),
  ABA_BSB: v.optional(v.pipe(v.string(), v.regex(/^\d{3}-?\d{3}$/, "must be a BSB such as 086-420"))),
  ABA_ACCOUNT: v.optional(v.pipe(v.string(), v.regex(/^\d{6,9}$/, "must be 6 to 9 digits"))),
  ABA_REMITTER: v.optional(v.pipe(v.string(), v.maxLength(16, "must be at most 16 characters"))),
  /**
   * Web Push (docs/security.md "Push"): the VAPID key pair (base64url, as web-push's
   * `generate-vapid-keys` prints them) and the contact the push services see (`mailto:` or `https:`).
   * All three or none; without them `npm start` keeps demo keys in DATA_DIR, production refuses.
   */
  VAPID_PUBLIC_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^[\w-]{87}$/, "must be a base64url P-256 public key")),
  ),
  VAPID_PRIVATE_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^[\w-]{43}$/, "must be a base64url P-256 private key")),
  ),
  VAPID_SUBJECT: v.optional(
    v.pipe(v.string(), v.regex(/^(mailto:|https:\/\/)\S+$/, "must be a mailto: or https:// URL")),
  ),
  /**
   * Host names (comma separated; `.example.com` for its sub-domains) of the push services whose
   * endpoints a browser may subscribe with; the server POSTs to no other host. Defaults to the
   * browsers' own services (notifications/push-endpoints.ts).
   */
  PUSH_SERVICE_HOSTS: v.optional(v.string()),
  /**
   * The Firebase service account's JSON key file the app wrappers' pushes are sent with
   * (config/fcm-settings.ts); without it the app push sandbox records them, which production refuses.
   */
  FCM_SERVICE_ACCOUNT_FILE: v.optional(v.string()),
  /** The built web app to serve; defaults to apps/web/dist. */
  WEB_DIST: v.optional(v.string()),
  /** The built operator console the operator listener serves; defaults to apps/operator/dist. */
  OPERATOR_DIST: v.optional(v.string()),
});

/** The validated environment. */
export type Env = v.InferOutput<typeof EnvSchema>;

/**
 * Validates `source` (process.env) and returns typed settings; throws naming every bad key.
 * @example loadEnv({ PORT: "3000" }).PORT // 3000
 */
export function loadEnv(source: Record<string, string | undefined>): Env {
  const picked = Object.fromEntries(
    Object.keys(EnvSchema.entries)
      .filter((k) => source[k] !== undefined && source[k] !== "")
      .map((k) => [k, source[k]]),
  );
  const result = v.safeParse(EnvSchema, picked);
  if (result.success) return result.output;
  const bad = result.issues.map((i) => `${v.getDotPath(i) ?? "?"}: ${i.message}`);
  throw new StartupError(`Invalid environment: ${bad.join("; ")}`);
}
