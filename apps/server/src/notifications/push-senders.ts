/**
 * How a push leaves the server (docs/decisions.md "Push"): a browser's through its push service (Web
 * Push, web-push-sender.ts), an app's through its platform (the {@link AppPushAdapter}: APNs for iOS,
 * FCM for Android in production, the recording sandbox otherwise, app-push-sandbox.ts).
 */
import type { PushPayload } from "@lotto/api";

/** What became of one attempt: sent, the device is gone for good (404/410), or worth a retry. */
export type PushOutcome = { sent: true } | { sent: false; gone: boolean; error: string };

/** A browser's subscription. */
export interface WebPushDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** An app's device: its platform and native token. */
export interface AppPushDevice {
  channel: "ios" | "android";
  token: string;
}

/** What an app is sent: the notification's title and line, and the payload as its data. */
export interface AppPushMessage {
  title: string;
  body: string;
  data: PushPayload;
}

/**
 * Sends to an app through its platform's push service. `send` never throws: a failure is an outcome,
 * `gone` when the platform says the token is no longer valid (the device is then forgotten).
 */
export interface AppPushAdapter {
  /** Shown in logs and refused in production when it is the sandbox. */
  readonly name: string;
  send(device: AppPushDevice, message: AppPushMessage): Promise<PushOutcome>;
}

/** Sends to a browser; `topic` lets the push service replace an undelivered copy of the same push. */
export type WebPushSend = (
  device: WebPushDevice,
  payload: string,
  options: { topic: string; ttlSeconds: number },
) => Promise<PushOutcome>;

/** Both ways out. */
export interface PushSenders {
  web: WebPushSend;
  app: AppPushAdapter;
}
