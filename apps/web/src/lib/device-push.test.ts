import { createApiClient } from "@lotto/api";
import { describe, expect, it, vi } from "vitest";
import {
  type BrowserPushEnv,
  keyBytes,
  registerAppToken,
  releaseDevicePush,
  subscribeBrowser,
} from "./device-push";

const KEY = "BBnz9eON39XvAhZNwo-Gu5o9BGYsitlBHDTY4GeM3rXnrISV0PQ3NTsb7voM5DhgRmFpnkLyHJPA0NC53usY7fY";
const OTHER = "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM";

/** A fake server answering `{ ok: true }` and recording each call's path and body. */
function fakeServer() {
  const calls: { path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = await request.text();
    calls.push({ path: new URL(request.url).pathname, body: text ? JSON.parse(text) : null });
    return new Response(JSON.stringify({ data: { ok: true }, message: "OK" }), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  };
  const api = createApiClient({
    channel: "web",
    appVersion: "1.94.0",
    baseUrl: "http://localhost",
    fetch,
    token: "t",
  });
  return { api, calls };
}

/** A browser whose push manager holds at most one subscription, made for `key`. */
function fakeBrowser(permission: NotificationPermission, subscribedWith: string | null = null) {
  let current: { key: string; endpoint: string } | null = subscribedWith
    ? { key: subscribedWith, endpoint: "https://fcm.googleapis.com/fcm/send/old" }
    : null;
  const subscribe = vi.fn();
  const unsubscribe = vi.fn();
  const subscription = () =>
    current && {
      options: { applicationServerKey: keyBytes(current.key).buffer },
      toJSON: () => ({ endpoint: current?.endpoint, keys: { p256dh: "p".repeat(87), auth: "a".repeat(22) } }),
      unsubscribe: async () => {
        unsubscribe();
        current = null;
        return true;
      },
    };
  const env: BrowserPushEnv = {
    permission: () => permission,
    registration: async () =>
      ({
        pushManager: {
          getSubscription: async () => subscription(),
          subscribe: async (options: PushSubscriptionOptionsInit) => {
            subscribe(options);
            current = { key: KEY, endpoint: "https://fcm.googleapis.com/fcm/send/new" };
            return subscription();
          },
        },
      }) as unknown as Pick<ServiceWorkerRegistration, "pushManager">,
  };
  return { env, subscribe, unsubscribe };
}

describe("this device's pushes", () => {
  it("reads a base64url key as its 65 bytes", () => {
    const bytes = keyBytes(KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });

  it("subscribes a browser that granted permission and hands the subscription to the server", async () => {
    const { api, calls } = fakeServer();
    const browser = fakeBrowser("granted");
    expect(await subscribeBrowser(api, KEY, browser.env)).toBe(true);
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(KEY),
    });
    expect(calls).toEqual([
      {
        path: "/api/v1/user/push-devices",
        body: {
          channel: "web",
          endpoint: "https://fcm.googleapis.com/fcm/send/new",
          keys: { p256dh: "p".repeat(87), auth: "a".repeat(22) },
        },
      },
    ]);
  });

  it("asks nothing of a browser without permission", async () => {
    for (const permission of ["default", "denied"] as const) {
      const { api, calls } = fakeServer();
      const browser = fakeBrowser(permission);
      expect(await subscribeBrowser(api, KEY, browser.env)).toBe(false);
      expect(browser.subscribe).not.toHaveBeenCalled();
      expect(calls).toEqual([]);
    }
  });

  it("subscribes again a browser subscribed for another key, and keeps one made for this key", async () => {
    const { api } = fakeServer();
    const stale = fakeBrowser("granted", OTHER);
    await subscribeBrowser(api, KEY, stale.env);
    expect(stale.unsubscribe).toHaveBeenCalledTimes(1);
    expect(stale.subscribe).toHaveBeenCalledTimes(1);
    const kept = fakeBrowser("granted", KEY);
    await subscribeBrowser(api, KEY, kept.env);
    expect(kept.unsubscribe).not.toHaveBeenCalled();
    expect(kept.subscribe).not.toHaveBeenCalled();
  });

  it("takes the device back on logout: the server forgets it and the browser unsubscribes", async () => {
    const { api, calls } = fakeServer();
    const browser = fakeBrowser("granted");
    await subscribeBrowser(api, KEY, browser.env);
    await releaseDevicePush(api, browser.env);
    expect(calls.at(-1)).toEqual({
      path: "/api/v1/user/push-devices/remove",
      body: { channel: "web", endpoint: "https://fcm.googleapis.com/fcm/send/new" },
    });
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);

    const app = fakeServer();
    const token = `fcm:${"x".repeat(40)}`;
    await registerAppToken(app.api, "android", token);
    await releaseDevicePush(app.api, fakeBrowser("default").env);
    expect(app.calls).toEqual([
      { path: "/api/v1/user/push-devices", body: { channel: "android", token } },
      { path: "/api/v1/user/push-devices/remove", body: { channel: "android", token } },
    ]);
  });
});
