/**
 * The single bridge to the native app wrappers (R-ENTITIES Mobile app details, R-ROLES Native app wrapper):
 * reads the injected details and posts messages through React Native WebView or WKWebView handlers.
 */

/** Mobile app details injected by the wrapper (R-ENTITIES). `isPlayOnlineApp` is our is{product}App. */
export interface MobileAppDetails {
  isPlayOnlineApp: boolean;
  platform: "ios" | "android";
  major: number;
  minor: number;
  build: number;
  forcedUpdate?: boolean;
  suggestUpdate?: boolean;
  geoBlocked?: boolean;
  geoBlockingBypassed?: boolean;
  javascriptInjected?: boolean;
}

/**
 * Messages the web app sends to the wrapper (R-ROLES). Ours besides: `PUSH_TOKEN_REQUEST`, sent while a
 * player is logged in, asks the wrapper for its native push token (APNs or FCM), which it answers with
 * `PUSH_TOKEN`; on `LOGOUT` the wrapper deletes that token (FCM `deleteToken`, APNs unregister), so the
 * platform reports it gone and the server stops pushing this player's news to the device.
 */
export type OutgoingAppMessage =
  | { type: "LOGIN_CLICK" }
  | { type: "LOGIN_SUCCESS"; username: string; password: string }
  | { type: "PURCHASE_SUCCESS" }
  | { type: "FEEDBACK" }
  | { type: "SETTINGS_CLICK" }
  | { type: "LOGOUT" }
  | { type: "PUSH_TOKEN_REQUEST" };

/** Messages the wrapper sends to the web app: a PIN login, and its native push token when asked. */
export type IncomingAppMessage =
  | { type: "PIN_LOGIN_SUCCESS"; token: string }
  | { type: "PUSH_TOKEN"; token: string };

/** A native push token as the server takes it (APNs device token, FCM registration token). */
const PUSH_TOKEN = /^[\w:-]{16,512}$/;

interface WrapperWindow {
  mobileAppDetails?: unknown;
  ReactNativeWebView?: { postMessage(message: string): void };
  webkit?: { messageHandlers?: { playOnline?: { postMessage(message: unknown): void } } };
}

const wrapperWindow = (): WrapperWindow => window as unknown as WrapperWindow;

const isNum = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;

/** The injected details if they are well formed, else null (a plain browser). */
export function readAppDetails(source: unknown = wrapperWindow().mobileAppDetails): MobileAppDetails | null {
  if (typeof source !== "object" || source === null) return null;
  const d = source as Record<string, unknown>;
  if (d.isPlayOnlineApp !== true) return null;
  if (d.platform !== "ios" && d.platform !== "android") return null;
  if (!isNum(d.major) || !isNum(d.minor) || !isNum(d.build)) return null;
  return d as unknown as MobileAppDetails;
}

/** Posts a message to whichever wrapper handler is present; returns false in a plain browser. */
export function postToApp(message: OutgoingAppMessage): boolean {
  const w = wrapperWindow();
  if (w.ReactNativeWebView) {
    w.ReactNativeWebView.postMessage(JSON.stringify(message));
    return true;
  }
  const handler = w.webkit?.messageHandlers?.playOnline;
  if (handler) {
    handler.postMessage(message);
    return true;
  }
  return false;
}

/** Parses a message from the wrapper; a malformed one is only logged (R-ERRORS) and yields null. */
export function parseAppMessage(data: unknown): IncomingAppMessage | null {
  try {
    const value = typeof data === "string" ? JSON.parse(data) : data;
    if (value?.type === "PIN_LOGIN_SUCCESS" && typeof value.token === "string") return value;
    if (value?.type === "PUSH_TOKEN" && typeof value.token === "string" && PUSH_TOKEN.test(value.token))
      return { type: "PUSH_TOKEN", token: value.token };
    console.warn("Ignoring unknown message from the app", value);
  } catch (error) {
    console.warn("Ignoring malformed message from the app", error);
  }
  return null;
}

/**
 * Listens for wrapper messages. React Native WebView dispatches on `document` (Android) and `window`
 * (iOS); both are heard. Returns the unsubscribe function.
 */
export function onAppMessage(listener: (message: IncomingAppMessage) => void): () => void {
  const handle = (event: Event) => {
    const message = parseAppMessage((event as MessageEvent).data);
    if (message) listener(message);
  };
  window.addEventListener("message", handle);
  document.addEventListener("message", handle);
  return () => {
    window.removeEventListener("message", handle);
    document.removeEventListener("message", handle);
  };
}
