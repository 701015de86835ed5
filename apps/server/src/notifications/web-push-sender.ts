/**
 * Web Push through the browser's push service (RFC 8030, payload encrypted per RFC 8291 aes128gcm,
 * signed with the server's VAPID key per RFC 8292), with the web-push package. The endpoint is checked
 * against the allowed push services again right before each request (docs/security.md "Push").
 */
import webPush from "web-push";
import type { VapidKeys } from "../config/vapid-keys";
import { type PushEndpointPolicy, pushEndpointAllowed } from "./push-endpoints";
import type { PushOutcome, WebPushSend } from "./push-senders";

/** A push service that does not answer in this long is tried again later. */
const TIMEOUT_MS = 10_000;

/**
 * The sender for the current keys (read at each send: demo keys are loaded once the server listens).
 * web-push encrypts and signs; the request itself is ours: it never follows a redirect (the push service
 * may not send us elsewhere) and gives up after {@link TIMEOUT_MS}.
 */
export function webPushSender(keys: () => VapidKeys, policy: PushEndpointPolicy): WebPushSend {
  return async (device, payload, { topic, ttlSeconds }): Promise<PushOutcome> => {
    if (!pushEndpointAllowed(device.endpoint, policy))
      return { sent: false, gone: true, error: "endpoint not allowed" };
    const { publicKey, privateKey, subject } = keys();
    try {
      const request = webPush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        payload,
        {
          vapidDetails: { subject, publicKey, privateKey },
          TTL: ttlSeconds,
          topic,
          urgency: "normal",
          contentEncoding: "aes128gcm",
        },
      );
      const response = await fetch(request.endpoint, {
        method: "POST",
        headers: request.headers as Record<string, string>,
        body: request.body as Buffer,
        redirect: "manual",
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status >= 200 && response.status < 300) return { sent: true };
      return {
        sent: false,
        gone: response.status === 404 || response.status === 410,
        error: `push service answered ${response.status}`,
      };
    } catch (error) {
      return { sent: false, gone: false, error: String((error as Error).message ?? error).slice(0, 200) };
    }
  };
}
