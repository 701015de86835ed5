/**
 * This device's part in push (docs/decisions.md "Push"): a browser subscribes with its push service for
 * the server's VAPID key and tells the server; the app wrapper hands over its native push token through
 * the bridge (`PUSH_TOKEN_REQUEST` / `PUSH_TOKEN`, app-bridge.ts). On logout both are taken back, so the
 * next person on the device hears nothing of this player.
 */
import { type ApiClient, addPushDevice, getConfig, type PushDevice, removePushDevice } from "@lotto/api";

/** The browser's parts push needs (tests pass fakes). */
export interface BrowserPushEnv {
  permission(): NotificationPermission | undefined;
  /** The service worker's registration once it is active, or null where there is none. */
  registration(): Promise<Pick<ServiceWorkerRegistration, "pushManager"> | null>;
}

/** The real browser: the Notification permission and the shop's service worker. */
export function browserPushEnv(): BrowserPushEnv {
  return {
    permission: () => (typeof Notification === "undefined" ? undefined : Notification.permission),
    registration: async () =>
      typeof navigator !== "undefined" && "serviceWorker" in navigator && typeof PushManager !== "undefined"
        ? // `ready` waits for ever where no worker was registered (a dev server).
          Promise.race([
            navigator.serviceWorker.ready,
            new Promise<null>((r) => setTimeout(() => r(null), 10_000)),
          ])
        : null,
  };
}

/** A base64url key as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((x, i) => x === b[i]);

/** The device this page registered (what logout takes back), if any. */
let registered: PushDevice | null = null;

/**
 * Subscribes this browser for the server's key (again if it was subscribed for another) and hands the
 * subscription to the server. Resolves false where push cannot be had (no permission, no support).
 */
export async function subscribeBrowser(
  api: ApiClient,
  publicKey: string,
  env: BrowserPushEnv = browserPushEnv(),
): Promise<boolean> {
  if (env.permission() !== "granted") return false;
  const registration = await env.registration();
  if (!registration) return false;
  const key = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return false;
  const device: PushDevice = { channel: "web", endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
  await addPushDevice(api, { body: device });
  registered = device;
  return true;
}

/** Subscribes this browser for pushes with the server's key; a failure leaves the live stream only. */
export async function subscribeToPush(
  api: ApiClient,
  env: BrowserPushEnv = browserPushEnv(),
): Promise<boolean> {
  try {
    const key = (await getConfig(api)).push_public_key;
    return key ? await subscribeBrowser(api, key, env) : false;
  } catch {
    return false;
  }
}

/**
 * The browser's permission for notifications, asked first when it was never answered (a click's
 * handler: browsers ask only then); undefined where there are none.
 */
export async function browserPermission(): Promise<NotificationPermission | undefined> {
  if (typeof Notification === "undefined") return undefined;
  return Notification.permission === "default" ? Notification.requestPermission() : Notification.permission;
}

/** Hands the app wrapper's native token to the server for this player. */
export async function registerAppToken(
  api: ApiClient,
  channel: "ios" | "android",
  token: string,
): Promise<void> {
  const device: PushDevice = { channel, token };
  await addPushDevice(api, { body: device });
  registered = device;
}

/**
 * Takes this device back before the session ends: the server forgets it, and a browser unsubscribes
 * from its push service. Never throws (logout goes on whatever happens here).
 */
export async function releaseDevicePush(
  api: ApiClient,
  env: BrowserPushEnv = browserPushEnv(),
): Promise<void> {
  const device = registered;
  registered = null;
  try {
    if (device)
      await removePushDevice(api, {
        body: device.channel === "web" ? { channel: "web", endpoint: device.endpoint } : device,
      });
  } catch {
    // The push service's 404/410 makes the server forget the browser at its next push anyway.
  }
  try {
    const subscription = await (await env.registration())?.pushManager.getSubscription();
    await subscription?.unsubscribe();
  } catch {
    // Nothing to take back.
  }
}
