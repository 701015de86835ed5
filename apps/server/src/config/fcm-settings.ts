/**
 * Firebase Cloud Messaging for the app wrappers' pushes (docs/decisions.md "Push"): both wrappers take
 * their push token from FCM (which reaches iOS through APNs with the app's key uploaded to Firebase), so
 * one service account sends to both. FCM_SERVICE_ACCOUNT_FILE names the account's JSON key file (Firebase
 * console, Project settings, Service accounts); without it the app push sandbox records messages,
 * which production refuses (config/production.ts).
 */
import { readFileSync } from "node:fs";
import type { Env } from "./env";
import { StartupError } from "./startup-error";

/** What the adapter needs of the service account. */
export interface FcmServiceAccount {
  projectId: string;
  clientEmail: string;
  privateKey: string;
  /** Where the account's signed assertion is traded for an access token. */
  tokenUri: string;
}

/** The service account FCM_SERVICE_ACCOUNT_FILE names, null when unset; a bad file stops the start. */
export function fcmSettings(env: Pick<Env, "FCM_SERVICE_ACCOUNT_FILE">): FcmServiceAccount | null {
  const file = env.FCM_SERVICE_ACCOUNT_FILE;
  if (!file) return null;
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  } catch (error) {
    throw new StartupError(
      `FCM_SERVICE_ACCOUNT_FILE ${file} cannot be read as a service account's JSON key (${(error as Error).message}).`,
    );
  }
  const { project_id, client_email, private_key, token_uri } = json;
  if (
    typeof project_id !== "string" ||
    typeof client_email !== "string" ||
    typeof private_key !== "string" ||
    typeof token_uri !== "string"
  ) {
    throw new StartupError(
      `FCM_SERVICE_ACCOUNT_FILE ${file} is not a service account's JSON key: it needs project_id, client_email, private_key and token_uri.`,
    );
  }
  return { projectId: project_id, clientEmail: client_email, privateKey: private_key, tokenUri: token_uri };
}
