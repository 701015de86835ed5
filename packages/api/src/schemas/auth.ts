import * as v from "valibot";
import { EmailSchema, PasswordInputSchema } from "./common";

/** `POST /auth/login` body: username (email), password, version 2 (R-CALLS). */
export const LoginBodySchema = v.object({
  username: EmailSchema,
  password: PasswordInputSchema,
  version: v.literal(2, "version must be 2."),
});

/** `POST /auth/login` response: the session token (JWT, 720 s). */
export const LoginResponseSchema = v.object({ token: v.string() });

/** `POST /user/check-credentials` body (R-CALLS). */
export const CheckCredentialsBodySchema = v.object({ email: EmailSchema });

/** `POST /user/check-credentials` response (R-CALLS). */
export const CheckCredentialsResponseSchema = v.object({
  available: v.boolean(),
  can_resume_registration: v.boolean(),
  is_prs_account: v.boolean(),
  is_pending_activation: v.boolean(),
  /** Ours: the account waits for a person to check its identity (docs/identity.md); the login view says so. */
  is_identity_in_review: v.optional(v.boolean()),
});
export type CheckCredentialsResponse = v.InferOutput<typeof CheckCredentialsResponseSchema>;
