import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EARLY_SCRIPT, OFFLINE_TEMPLATE_ID, SERVICE_WORKER_URL } from "./early-script";

/** A painted page as the server sends it: a prerendered button and link, and the offline template. */
function paintPage() {
  document.body.innerHTML =
    '<div id="root"><header><button type="button" aria-label="Open menu"><svg></svg></button></header>' +
    '<main><button type="button">Log in to play</button><a href="#sidebar-open">Menu</a></main></div>' +
    `<template id="${OFFLINE_TEMPLATE_ID}"><main><h1>You appear to be offline.</h1></main></template>`;
  new Function(EARLY_SCRIPT)();
}

/** What the app's first render puts in #root: the same buttons, now with their handlers. */
function takeOver(onClick: (name: string) => void) {
  const root = document.getElementById("root") as HTMLElement;
  root.innerHTML =
    '<button type="button">Log in to play</button><button type="button" aria-label="Open menu"></button>';
  for (const button of root.querySelectorAll("button"))
    button.addEventListener("click", () =>
      onClick(button.getAttribute("aria-label") ?? button.textContent ?? ""),
    );
  window.__takeOver?.();
}

const press = (code: string, extra: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent("keydown", {
    key: code.slice(3),
    code,
    ctrlKey: true,
    shiftKey: true,
    bubbles: true,
    cancelable: true,
    ...extra,
  });
  document.body.dispatchEvent(event);
  return event;
};

const clickOn = (element: Element | null) => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true });
  element?.dispatchEvent(event);
  return event;
};

beforeEach(paintPage);
afterEach(() => {
  window.__takeOver?.();
  document.body.innerHTML = "";
});

describe("the document's first script", () => {
  it("keeps a click on a painted button and clicks the app's button of that name once it has taken over", () => {
    expect(clickOn(document.querySelector("main button")).defaultPrevented).toBe(true);
    clickOn(document.querySelector('[aria-label="Open menu"] svg'));
    const clicked: string[] = [];
    takeOver((name) => clicked.push(name));
    expect(clicked).toEqual(["Log in to play", "Open menu"]);
    expect(window.__takeOver).toBeNull();
  });

  it("keeps no click on a button the app rendered before it has taken over: that button works", () => {
    document.dispatchEvent(new Event("DOMContentLoaded"));
    const root = document.getElementById("root") as HTMLElement;
    root.innerHTML = '<button type="button">Log in to play</button>';
    expect(clickOn(root.querySelector("button")).defaultPrevented).toBe(false);
    const clicked: string[] = [];
    takeOver((name) => clicked.push(name));
    expect(clicked).toEqual([]);
  });

  it("leaves links to the browser, which navigates without the app", () => {
    expect(clickOn(document.querySelector("a")).defaultPrevented).toBe(false);
    const clicked: string[] = [];
    takeOver((name) => clicked.push(name));
    expect(clicked).toEqual([]);
  });

  it("keeps a Ctrl+Shift shortcut and presses it again for the app, and leaves the browser's own keys", () => {
    expect(press("KeyR").defaultPrevented).toBe(true);
    expect(press("KeyI").defaultPrevented).toBe(false);
    expect(press("KeyR", { shiftKey: false }).defaultPrevented).toBe(false);
    const replayed: string[] = [];
    const listen = (e: KeyboardEvent) => replayed.push(`${e.ctrlKey}+${e.shiftKey}+${e.code}`);
    window.addEventListener("keydown", listen);
    takeOver(() => {});
    window.removeEventListener("keydown", listen);
    expect(replayed).toEqual(["true+true+KeyR"]);
  });

  it("hands input to the app alone once it has taken over", () => {
    const clicked: string[] = [];
    takeOver((name) => clicked.push(name));
    expect(clickOn(document.querySelector("button")).defaultPrevented).toBe(false);
    expect(press("KeyR").defaultPrevented).toBe(false);
    expect(clicked).toEqual(["Log in to play"]);
  });

  it("shows the offline screen when the connection drops before the app runs, not after", () => {
    window.dispatchEvent(new Event("offline"));
    expect(document.querySelector("#root h1")?.textContent).toBe("You appear to be offline.");
    paintPage();
    takeOver(() => {});
    window.dispatchEvent(new Event("offline"));
    expect(document.querySelector("#root h1")).toBeNull();
  });

  it("registers the service worker once the page has loaded, but not inside the app wrapper", () => {
    const register = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "serviceWorker", { value: { register }, configurable: true });
    try {
      window.dispatchEvent(new Event("load"));
      expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
      register.mockClear();
      Object.assign(window, { mobileAppDetails: { platform: "ios" } });
      window.dispatchEvent(new Event("load"));
      expect(register).not.toHaveBeenCalled();
    } finally {
      delete (window as { mobileAppDetails?: unknown }).mobileAppDetails;
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    }
  });
});
