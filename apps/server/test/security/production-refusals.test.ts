import { describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { loadEnv } from "../../src/config/env";
import { assertSafeSettings, PRODUCTION_REQUIREMENTS } from "../../src/config/production";
import { StartupError } from "../../src/config/startup-error";
import { PRODUCTION_ENV } from "../production-env";

// docs/security.md "Production mode": production runs on real adapters or does not start. Each case
// starts the complete production configuration (test/production-env.ts) with one thing missing or
// unsafe, and expects the refusal's one line, before anything is opened (no DATABASE_URL, no DATA_DIR
// is touched: a refusal comes first).
const braintreeUnset = {
  BRAINTREE_ENVIRONMENT: "",
  BRAINTREE_MERCHANT_ID: "",
  BRAINTREE_PUBLIC_KEY: "",
  BRAINTREE_PRIVATE_KEY: "",
  BRAINTREE_MERCHANT_ACCOUNT_ID: "",
};
const cases: { missing: string; env: Record<string, string>; names: RegExp }[] = [
  {
    missing: "the dev mailbox is on",
    env: { DEV_MAILBOX: "true" },
    names: /^NODE_ENV=production refuses DEV_MAILBOX/,
  },
  {
    missing: "a real identity check (the sandbox passes made-up people)",
    env: { IDENTITY_VERIFIER: "sandbox" },
    names: /^NODE_ENV=production refuses IDENTITY_VERIFIER=sandbox/,
  },
  { missing: "an SMTP server", env: { SMTP_URL: "" }, names: /needs SMTP_URL/ },
  {
    missing: "a real card gateway and PayPal (sandboxes)",
    env: braintreeUnset,
    names:
      /needs BRAINTREE_ENVIRONMENT, .*BRAINTREE_MERCHANT_ACCOUNT_ID .*sandbox card gateway and sandbox PayPal/,
  },
  {
    missing: "a VAPID key pair for Web Push (demo keys)",
    env: { VAPID_PUBLIC_KEY: "", VAPID_PRIVATE_KEY: "", VAPID_SUBJECT: "" },
    names: /needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT/,
  },
  {
    missing: "a real app push service (the sandbox records messages)",
    env: { FCM_SERVICE_ACCOUNT_FILE: "" },
    names: /needs FCM_SERVICE_ACCOUNT_FILE/,
  },
  {
    missing: "a trusted proxy for the country header",
    env: { GEO_COUNTRY_HEADER: "cf-ipcountry", TRUST_PROXY: "" },
    names: /refuses GEO_COUNTRY_HEADER without TRUST_PROXY/,
  },
  {
    missing: "a country database",
    env: { GEOIP_DATADIR: "/nonexistent/geoip", GEO_COUNTRY_HEADER: "" },
    names: /needs a country database: set GEOIP_DATADIR/,
  },
];

/** The refusal of starting with `env` over the complete production configuration. */
async function refusal(env: Record<string, string>): Promise<StartupError> {
  const error = await buildApp({
    env: loadEnv({ ...PRODUCTION_ENV, DATA_DIR: "/nonexistent", ...env }),
  }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StartupError);
  return error as StartupError;
}

describe("production refuses to start without each real adapter, in one line naming the setting", () => {
  it.each(cases)("without $missing", async ({ env, names }) => {
    const { message } = await refusal(env);
    expect(message).toMatch(names);
    expect(message).not.toContain("\n");
    expect(PRODUCTION_REQUIREMENTS.map((r) => r.line)).toContain(message);
  });

  it("takes a trusted proxy's country header instead of the country database", async () => {
    const env = { GEOIP_DATADIR: "/nonexistent/geoip", GEO_COUNTRY_HEADER: "cf-ipcountry", TRUST_PROXY: "1" };
    expect(() => assertSafeSettings(loadEnv({ ...PRODUCTION_ENV, ...env }))).not.toThrow();
  });

  it("every requirement has its case here", () => {
    expect(cases).toHaveLength(PRODUCTION_REQUIREMENTS.length);
  });

  it("a Braintree account with some of its five settings is refused in every mode, naming what is missing", async () => {
    const { message } = await refusal({ BRAINTREE_PRIVATE_KEY: "", BRAINTREE_MERCHANT_ACCOUNT_ID: "" });
    expect(message).toBe(
      "Braintree needs all five of BRAINTREE_ENVIRONMENT, BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY, BRAINTREE_PRIVATE_KEY, BRAINTREE_MERCHANT_ACCOUNT_ID or none: supply BRAINTREE_PRIVATE_KEY, BRAINTREE_MERCHANT_ACCOUNT_ID.",
    );
    const development = loadEnv({ BRAINTREE_MERCHANT_ID: "merchant" });
    await expect(buildApp({ env: development })).rejects.toThrow(
      /supply BRAINTREE_ENVIRONMENT, BRAINTREE_PUBLIC_KEY/,
    );
  });
});

describe("Web Push keys", () => {
  it("a VAPID key pair with some of its three settings is refused in every mode, naming what is missing", async () => {
    const { message } = await refusal({ VAPID_SUBJECT: "" });
    expect(message).toBe(
      "Web Push needs all three of VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT or none: supply VAPID_SUBJECT.",
    );
    await expect(
      buildApp({ env: loadEnv({ VAPID_PRIVATE_KEY: PRODUCTION_ENV.VAPID_PRIVATE_KEY! }) }),
    ).rejects.toThrow(/supply VAPID_PUBLIC_KEY, VAPID_SUBJECT/);
  });
});
