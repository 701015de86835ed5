/**
 * Production mode (`NODE_ENV=production`, docs/security.md): no demo player, results or tickets, and
 * settings that would expose players are refused at start with one line saying what to supply or remove.
 * Every such setting is a row of {@link PRODUCTION_REQUIREMENTS}; a new real adapter adds its row there
 * and its case in test/security/production-refusals.test.ts.
 */
import { braintreeSettings } from "./braintree-settings";
import type { Env } from "./env";
import { hasCountryDatabase } from "./geo-database";
import { StartupError } from "./startup-error";
import { vapidSettings } from "./vapid-keys";

/** True when the server runs for real players. */
export const isProduction = (env: Pick<Env, "NODE_ENV">) => env.NODE_ENV === "production";

/** One thing production must (not) run with: when `refuses` holds, the start fails with `line`. */
export interface ProductionRequirement {
  refuses(env: Env): boolean;
  /** The one line printed before exiting: the setting to supply or remove, and why. */
  line: string;
}

/** Checked in order; the first that refuses is the line printed. */
export const PRODUCTION_REQUIREMENTS: readonly ProductionRequirement[] = [
  {
    refuses: (env) => env.DEV_MAILBOX === true,
    line: "NODE_ENV=production refuses DEV_MAILBOX=true: the dev mailbox shows every reset link. Remove DEV_MAILBOX.",
  },
  {
    refuses: (env) => env.IDENTITY_VERIFIER === "sandbox",
    line: "NODE_ENV=production refuses IDENTITY_VERIFIER=sandbox: it passes made-up people. Remove it (the operator then reviews every sign-up: kyc:list, docs/identity.md).",
  },
  {
    refuses: (env) => !env.SMTP_URL,
    line: "NODE_ENV=production needs SMTP_URL (smtp://user:pass@host:587): without it activation and reset links would only be written to the log.",
  },
  {
    // The card gateway and PayPal are one provider (docs/payments.md), so one line names both.
    refuses: (env) => braintreeSettings(env) === null,
    line: "NODE_ENV=production needs BRAINTREE_ENVIRONMENT, BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY, BRAINTREE_PRIVATE_KEY and BRAINTREE_MERCHANT_ACCOUNT_ID (docs/payments.md): the sandbox card gateway and sandbox PayPal approve made-up cards and test nonces.",
  },
  {
    refuses: (env) => vapidSettings(env) === null,
    line: 'NODE_ENV=production needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT (make a pair with `npx web-push generate-vapid-keys`; docs/security.md "Push"): demo keys in the data folder would differ per instance and every browser\'s subscription would break with them.',
  },
  {
    refuses: (env) => !env.FCM_SERVICE_ACCOUNT_FILE,
    line: 'NODE_ENV=production needs FCM_SERVICE_ACCOUNT_FILE (the Firebase service account\'s JSON key; docs/decisions.md "Push"): the app push sandbox only records messages, so the app wrappers would hear nothing.',
  },
  {
    // Without a proxy a client would write its own country (docs/security.md "Geo on the server").
    refuses: (env) => env.GEO_COUNTRY_HEADER !== undefined && env.TRUST_PROXY === 0,
    line: "NODE_ENV=production refuses GEO_COUNTRY_HEADER without TRUST_PROXY: only a trusted proxy's header says the country. Set TRUST_PROXY to the number of proxies in front of the server, or remove GEO_COUNTRY_HEADER.",
  },
  {
    refuses: (env) => env.GEO_COUNTRY_HEADER === undefined && !hasCountryDatabase(env.GEOIP_DATADIR),
    line: "NODE_ENV=production needs a country database: set GEOIP_DATADIR to a folder holding geoip-country.dat and geoip-country6.dat (or unset it to use the installed geoip-country package's), or a trusted proxy's GEO_COUNTRY_HEADER; without one every public address would be taken for GEO_DEFAULT_COUNTRY.",
  },
];

/**
 * Throws a {@link StartupError} for settings no mode may run with (a partial Braintree account or VAPID
 * key pair) and,
 * in production, for the first {@link PRODUCTION_REQUIREMENTS} row that refuses.
 */
export function assertSafeSettings(env: Env): void {
  braintreeSettings(env);
  vapidSettings(env);
  if (!isProduction(env)) return;
  const refused = PRODUCTION_REQUIREMENTS.find((requirement) => requirement.refuses(env));
  if (refused) throw new StartupError(refused.line);
}
