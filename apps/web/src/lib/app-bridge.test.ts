import { afterEach, describe, expect, it, vi } from "vitest";
import { onAppMessage, parseAppMessage, postToApp, readAppDetails } from "./app-bridge";

const w = window as unknown as Record<string, unknown>;
afterEach(() => {
  delete w.ReactNativeWebView;
  delete w.webkit;
  vi.restoreAllMocks();
});

describe("app bridge (R-ENTITIES, R-ROLES, R-ERRORS)", () => {
  it("accepts only well-formed injected details", () => {
    const good = { isPlayOnlineApp: true, platform: "ios", major: 1, minor: 94, build: 0 };
    expect(readAppDetails(good)).toEqual(good);
    expect(readAppDetails({ ...good, platform: "windows" })).toBeNull();
    expect(readAppDetails({ ...good, major: "1" })).toBeNull();
    expect(readAppDetails({ ...good, isPlayOnlineApp: false })).toBeNull();
    expect(readAppDetails(undefined)).toBeNull();
  });

  it("posts JSON to React Native WebView and objects to WKWebView", () => {
    const rn = vi.fn();
    w.ReactNativeWebView = { postMessage: rn };
    expect(postToApp({ type: "LOGIN_SUCCESS", username: "a@b.au", password: "pw" })).toBe(true);
    expect(JSON.parse(rn.mock.calls[0]![0])).toEqual({
      type: "LOGIN_SUCCESS",
      username: "a@b.au",
      password: "pw",
    });
    delete w.ReactNativeWebView;
    const wk = vi.fn();
    w.webkit = { messageHandlers: { playOnline: { postMessage: wk } } };
    expect(postToApp({ type: "PURCHASE_SUCCESS" })).toBe(true);
    expect(wk).toHaveBeenCalledWith({ type: "PURCHASE_SUCCESS" });
  });

  it("reports a plain browser", () => {
    expect(postToApp({ type: "LOGIN_CLICK" })).toBe(false);
  });

  it("only logs a malformed or unknown message", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(parseAppMessage("{not json")).toBeNull();
    expect(parseAppMessage({ type: "SOMETHING" })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(parseAppMessage('{"type":"PIN_LOGIN_SUCCESS","token":"t"}')).toEqual({
      type: "PIN_LOGIN_SUCCESS",
      token: "t",
    });
  });

  it("hears messages on window and document", () => {
    const seen = vi.fn();
    const stop = onAppMessage(seen);
    window.dispatchEvent(new MessageEvent("message", { data: '{"type":"PIN_LOGIN_SUCCESS","token":"w"}' }));
    document.dispatchEvent(new MessageEvent("message", { data: { type: "PIN_LOGIN_SUCCESS", token: "x" } }));
    stop();
    window.dispatchEvent(new MessageEvent("message", { data: '{"type":"GEO_BYPASSED"}' }));
    expect(seen.mock.calls).toEqual([
      [{ type: "PIN_LOGIN_SUCCESS", token: "w" }],
      [{ type: "PIN_LOGIN_SUCCESS", token: "x" }],
    ]);
  });

  it("takes the wrapper's push token only when it looks like one", () => {
    const token = `fcm:${"a".repeat(40)}`;
    expect(parseAppMessage(JSON.stringify({ type: "PUSH_TOKEN", token }))).toEqual({
      type: "PUSH_TOKEN",
      token,
    });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const bad of ["short", "x".repeat(513), "<script>alert(1)</script>aaaaaaaaaa", 42])
      expect(parseAppMessage({ type: "PUSH_TOKEN", token: bad })).toBeNull();
  });

  it("asks the wrapper for its push token", () => {
    const rn = vi.fn();
    w.ReactNativeWebView = { postMessage: rn };
    expect(postToApp({ type: "PUSH_TOKEN_REQUEST" })).toBe(true);
    expect(JSON.parse(rn.mock.calls[0]![0])).toEqual({ type: "PUSH_TOKEN_REQUEST" });
  });
});
