/**
 * The Braintree account behind the card gateway and PayPal (docs/payments.md): all five settings or
 * none. None keeps the offline sandboxes (refused in production, config/production.ts); some but not
 * all is refused at start in every mode, since a half-configured account would charge nobody.
 */
import type { Env } from "./env";
import { StartupError } from "./startup-error";

/** The settings of one Braintree merchant account, as env.ts reads them. */
export interface BraintreeSettings {
  environment: "sandbox" | "production";
  merchantId: string;
  publicKey: string;
  privateKey: string;
  /** The AUD merchant account every sale and vaulting goes to. */
  merchantAccountId: string;
}

/** The five variables, in the order the refusal names them. */
export const BRAINTREE_KEYS = [
  "BRAINTREE_ENVIRONMENT",
  "BRAINTREE_MERCHANT_ID",
  "BRAINTREE_PUBLIC_KEY",
  "BRAINTREE_PRIVATE_KEY",
  "BRAINTREE_MERCHANT_ACCOUNT_ID",
] as const;

/** The Braintree settings, null when none is set; throws a {@link StartupError} when only some are. */
export function braintreeSettings(env: Env): BraintreeSettings | null {
  const missing = BRAINTREE_KEYS.filter((key) => !env[key]);
  if (missing.length === BRAINTREE_KEYS.length) return null;
  if (missing.length > 0) {
    throw new StartupError(
      `Braintree needs all five of ${BRAINTREE_KEYS.join(", ")} or none: supply ${missing.join(", ")}.`,
    );
  }
  return {
    environment: env.BRAINTREE_ENVIRONMENT!,
    merchantId: env.BRAINTREE_MERCHANT_ID!,
    publicKey: env.BRAINTREE_PUBLIC_KEY!,
    privateKey: env.BRAINTREE_PRIVATE_KEY!,
    merchantAccountId: env.BRAINTREE_MERCHANT_ACCOUNT_ID!,
  };
}
