/**
 * Identity verification behind an adapter (docs/decisions.md#d8). The sandbox default passes everyone except
 * a last name of "Unverified", so the failed path of sign-up (R-STATES) can be exercised; a real
 * service (e.g. GreenID) implements the same interface.
 */
export interface IdentityDetails {
  firstname: string;
  lastname: string;
  dateOfBirth: string;
  postcode: string;
}

/** Outcome of a verification attempt. */
export type VerificationStatus = "passed" | "failed";

/** Verifies a person's identity. */
export interface IdentityVerifier {
  verify(details: IdentityDetails): Promise<VerificationStatus>;
}

/** The sandbox verifier: offline and deterministic. */
export const sandboxIdentityVerifier: IdentityVerifier = {
  async verify(details) {
    return details.lastname.trim().toLowerCase() === "unverified" ? "failed" : "passed";
  },
};
