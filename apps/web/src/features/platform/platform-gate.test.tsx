import { APP_TEXT } from "@lotto/core";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { queryKeys } from "@/api/queries";
import { RouteErrorBoundary } from "@/features/shell/components/route-error-boundary";
import { REMOTE_CONFIG_DEFAULTS } from "@/lib/remote-config";
import { type FakeRoutes, failure, renderWithShell } from "@/testing/render-with-shell";
import { loadAppShellHost } from "./hooks/use-app-shell";
import { PlatformGate } from "./platform-gate";

type Details = Record<string, unknown>;
const wrapperWindow = window as { mobileAppDetails?: Details };

// jsdom has no IndexedDB; without one the machine rightly shows the incompatible screen (R-STATES).
beforeAll(() => {
  Object.defineProperty(window, "indexedDB", { value: {}, configurable: true });
});
afterEach(() => {
  delete wrapperWindow.mobileAppDetails;
  sessionStorage.clear();
});

const BYPASS = "1900000000.signature";
// The server checks the PIN (docs/decisions.md "Geo on the server"); remote config never holds it.
const config: FakeRoutes = {
  "GET /remote-config": REMOTE_CONFIG_DEFAULTS,
  "POST /geo-bypass": (_url: URL, body: string) =>
    JSON.parse(body).pin === "2468"
      ? { data: { geo_bypass_token: BYPASS, expires_in: 43_200 }, message: "OK" }
      : failure(422, { code: "GEO_PIN_WRONG", message: APP_TEXT.geoPinWrong }),
};

function renderGate(details: Details | null, routes: FakeRoutes = config, page = <p>the app</p>) {
  if (details)
    wrapperWindow.mobileAppDetails = {
      isPlayOnlineApp: true,
      platform: "android",
      major: 1,
      minor: 94,
      build: 0,
      ...details,
    };
  return renderWithShell(<PlatformGate>{page}</PlatformGate>, routes);
}

function ChunkFails(): never {
  throw new TypeError("Failed to fetch dynamically imported module: /assets/page.js");
}

describe("PlatformGate on core's app shell machine (R-SCREENS, R-ENTITIES, R-STATES)", () => {
  it("shows the web app with no full screen", async () => {
    renderGate(null);
    expect(await screen.findByText("the app")).toBeTruthy();
  });

  it("blocks the app on the wrapper's forcedUpdate flag", async () => {
    renderGate({ forcedUpdate: true });
    expect(
      await screen.findByRole("heading", { name: "This version of the App is no longer supported." }),
    ).toBeTruthy();
    expect(screen.queryByText("the app")).toBeNull();
  });

  it("geo-blocks on the wrapper's flag; ten logo taps and a pin the server accepts let the player in", async () => {
    const { services, requests } = renderGate({ geoBlocked: true });
    const logo = await screen.findByRole("button", { name: "Play Online" });
    // Remote config may answer after the screen shows; its answer re-evaluates the screen, which
    // starts the taps afresh, so the player taps once it is in.
    await waitFor(() => expect(services.queryClient.getQueryData(queryKeys.remoteConfig)).toBeDefined());
    for (let i = 0; i < 9; i++) fireEvent.click(logo);
    expect(screen.queryByLabelText("Pin")).toBeNull();
    fireEvent.click(logo);
    fireEvent.change(screen.getByLabelText("Pin"), { target: { value: "1111" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Pin"), { target: { value: "2468" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("the app")).toBeTruthy();
    expect(wrapperWindow.mobileAppDetails?.geoBlockingBypassed).toBe(true);
    const pins = requests.filter((r) => r.url.pathname.endsWith("/geo-bypass"));
    expect(pins.map((r) => JSON.parse(r.body).pin)).toEqual(["1111", "2468"]);
    // The server's bypass goes with every later call and lasts the app session.
    expect(sessionStorage.getItem("geoBypass")).toBe(BYPASS);
    await services.api.send({ method: "GET", path: "/games", auth: false }).catch(() => undefined);
    expect(requests.at(-1)?.headers.get("Geo-Bypass")).toBe(BYPASS);
  });

  it("lets the app in on a reload within the app session the server granted a bypass", async () => {
    sessionStorage.setItem("geoBypass", BYPASS);
    const { services } = renderGate({}, { ...config, "GET /geo-check": { country_code: "NZ" } });
    await waitFor(() => expect(services.queryClient.getQueryData(queryKeys.geoCheck)).toBeDefined());
    await act(() => loadAppShellHost());
    await act(async () => {});
    expect(screen.getByText("the app")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Play Online" })).toBeNull();
  });

  it("shows the pin error when the server refuses to check (too many tries)", async () => {
    const { services } = renderGate(
      { geoBlocked: true },
      {
        ...config,
        "POST /geo-bypass": failure(429, { code: "RATE_LIMITED", message: "Too many attempts." }),
      },
    );
    const logo = await screen.findByRole("button", { name: "Play Online" });
    await waitFor(() => expect(services.queryClient.getQueryData(queryKeys.remoteConfig)).toBeDefined());
    for (let i = 0; i < 10; i++) fireEvent.click(logo);
    fireEvent.change(screen.getByLabelText("Pin"), { target: { value: "2468" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.queryByText("the app")).toBeNull();
    expect(sessionStorage.getItem("geoBypass")).toBeNull();
  });

  it("geo-blocks the app when the geo check answers a foreign country", async () => {
    renderGate({}, { ...config, "GET /geo-check": { country_code: "NZ" } });
    expect(await screen.findByRole("button", { name: "Play Online" })).toBeTruthy();
    expect(screen.queryByText("the app")).toBeNull();
  });

  it("suggests an update on the wrapper's flag; 'Don't remind me again' is stored", async () => {
    renderGate({ suggestUpdate: true });
    fireEvent.click(await screen.findByRole("button", { name: "Don't remind me again" }));
    expect(await screen.findByText("the app")).toBeTruthy();
    expect(localStorage.getItem("dontRemindAgain")).toBe("true");
  });

  it("hands a failed chunk load to the machine: spinner and a counted reload", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    renderGate(null, config, <RouteErrorBoundary>{<ChunkFails />}</RouteErrorBoundary>);
    expect(await screen.findByLabelText("Reloading the page")).toBeTruthy();
    expect(localStorage.getItem("numberOfRefreshes")).toBe("1");
    spy.mockRestore();
  });

  it("leaves the error page after three reloads within five minutes", async () => {
    localStorage.setItem("numberOfRefreshes", "3");
    localStorage.setItem("lastRefresh", new Date().toISOString());
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...args) => void errors.push(args));
    renderGate(null, config, <RouteErrorBoundary>{<ChunkFails />}</RouteErrorBoundary>);
    expect(await screen.findByText("Back to Home")).toBeTruthy();
    // The machine has answered once the shell actor runs; the answer keeps the error page.
    await act(() => loadAppShellHost());
    await act(async () => {});
    expect(screen.queryByLabelText("Reloading the page")).toBeNull();
    expect(screen.getByText("Back to Home")).toBeTruthy();
    expect(localStorage.getItem("numberOfRefreshes")).toBe("3");
    spy.mockRestore();
    expect(errors.length).toBeGreaterThan(0);
  });
});
