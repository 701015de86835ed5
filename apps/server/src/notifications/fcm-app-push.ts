/**
 * The app wrappers' pushes through Firebase Cloud Messaging's HTTP v1 API: a short-lived access token
 * from the service account's signed assertion (OAuth 2.0 JWT bearer, RS256), kept until a minute before
 * it expires, then one `messages:send` per device. FCM's 404 / `UNREGISTERED` means the app was
 * uninstalled or its token deleted (the wrapper deletes it on logout): the device is forgotten.
 */
import { createSign } from "node:crypto";
import type { FcmServiceAccount } from "../config/fcm-settings";
import type { AppPushAdapter, PushOutcome } from "./push-senders";

const SCOPE = "https://www.googleapis.com/auth/firebase.messaging";
/** FCM's API; tests point it at a local fake. */
export const FCM_API = "https://fcm.googleapis.com";
const TIMEOUT_MS = 10_000;

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** The service account's signed assertion, valid an hour from `nowSeconds`. */
export function fcmAssertion(account: FcmServiceAccount, nowSeconds: number): string {
  const head = b64({ alg: "RS256", typ: "JWT" });
  const claims = b64({
    iss: account.clientEmail,
    scope: SCOPE,
    aud: account.tokenUri,
    iat: nowSeconds,
    exp: nowSeconds + 3600,
  });
  const signature = createSign("RSA-SHA256")
    .update(`${head}.${claims}`)
    .sign(account.privateKey, "base64url");
  return `${head}.${claims}.${signature}`;
}

/** The FCM adapter for the account; `api` and `nowSeconds` are for tests. */
export function fcmAppPush(
  account: FcmServiceAccount,
  options: { api?: string; nowSeconds?: () => number } = {},
): AppPushAdapter {
  const api = options.api ?? FCM_API;
  const nowSeconds = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  let cached: { token: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    const now = nowSeconds();
    if (cached && cached.until > now) return cached.token;
    const response = await fetch(account.tokenUri, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
        assertion: fcmAssertion(account, now),
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`FCM token answered ${response.status}`);
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== "string") throw new Error("FCM token answer without access_token");
    const lifetime = typeof body.expires_in === "number" ? body.expires_in : 3600;
    cached = { token: body.access_token, until: now + lifetime - 60 };
    return cached.token;
  }

  return {
    name: "fcm",
    async send(device, message): Promise<PushOutcome> {
      try {
        const response = await fetch(
          `${api}/v1/projects/${encodeURIComponent(account.projectId)}/messages:send`,
          {
            method: "POST",
            headers: { authorization: `Bearer ${await accessToken()}`, "content-type": "application/json" },
            body: JSON.stringify({
              message: {
                token: device.token,
                notification: { title: message.title, body: message.body },
                // FCM data values are strings: the payload as the web app's parsePushPayload reads it.
                data: { payload: JSON.stringify(message.data) },
                android: { priority: "HIGH", ttl: "86400s" },
                apns: { headers: { "apns-priority": "10" } },
              },
            }),
            redirect: "manual",
            signal: AbortSignal.timeout(TIMEOUT_MS),
          },
        );
        if (response.ok) {
          await response.body?.cancel();
          return { sent: true };
        }
        const text = await response.text();
        if (response.status === 401) cached = null;
        const gone = response.status === 404 || text.includes("UNREGISTERED");
        return { sent: false, gone, error: `FCM answered ${response.status}` };
      } catch (error) {
        return { sent: false, gone: false, error: String((error as Error).message ?? error).slice(0, 200) };
      }
    },
  };
}
