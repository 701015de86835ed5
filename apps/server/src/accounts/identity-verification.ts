/**
 * Identity verification behind an adapter (docs/identity.md, docs/decisions.md#d8). A verifier answers
 * `passed`, `failed` (sign-up restarts, R-STATES) or `review`: a person decides (`kyc:approve`,
 * `kyc:reject`; accounts/identity-review.ts). A vendor (e.g. GreenID) implements the same interface.
 */
import type { Env } from "../config/env";
import { isProduction } from "../config/production";

export interface IdentityDetails {
  firstname: string;
  lastname: string;
  dateOfBirth: string;
  postcode: string;
}

/** Outcome of a verification attempt. */
export type VerificationStatus = "passed" | "failed" | "review";

/** Verifies a person's identity. */
export interface IdentityVerifier {
  verify(details: IdentityDetails): Promise<VerificationStatus>;
}

/**
 * The sandbox verifier: offline and deterministic. It passes everyone except a last name of
 * "Unverified", so the failed path of sign-up can be exercised; never used in production.
 */
export const sandboxIdentityVerifier: IdentityVerifier = {
  async verify(details) {
    return details.lastname.trim().toLowerCase() === "unverified" ? "failed" : "passed";
  },
};

/** No vendor: every sign-up waits for the operator's review. */
export const manualIdentityReview: IdentityVerifier = {
  async verify() {
    return "review";
  },
};

/** The verifier IDENTITY_VERIFIER names: unset is the sandbox, or manual review in production. */
export function identityVerifierFor(env: Pick<Env, "IDENTITY_VERIFIER" | "NODE_ENV">): IdentityVerifier {
  const setting = env.IDENTITY_VERIFIER ?? (isProduction(env) ? "none" : "sandbox");
  return setting === "sandbox" ? sandboxIdentityVerifier : manualIdentityReview;
}
