import { createApiClient } from "@lotto/api";
import { afterEach, expect, it } from "vitest";
import { installErrorReporter, MAX_REPORTS_PER_PAGE, reportError } from "./error-reporter";

let uninstall = () => {};
afterEach(() => uninstall());

/** A fake server for `POST /client-errors`: records each report and answers `status`. */
function fakeServer(status = 200) {
  const reports: Record<string, unknown>[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    reports.push({ path: new URL(request.url).pathname, ...JSON.parse(await request.text()) });
    return new Response(
      JSON.stringify(
        status === 200 ? { data: { ok: true }, message: "OK" } : { code: "RATE", message: "Slow down" },
      ),
      {
        status,
        headers: { "Content-Type": "application/json" },
      },
    );
  };
  const api = createApiClient({ channel: "web", appVersion: "1.94.0", baseUrl: "http://localhost", fetch });
  return { api, reports };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

it("reports uncaught errors, unhandled rejections and route errors with the page's path", async () => {
  const { api, reports } = fakeServer();
  window.history.replaceState(null, "", "/wallet?tab=1");
  uninstall = installErrorReporter(api);
  window.dispatchEvent(
    new ErrorEvent("error", { error: new TypeError("x is undefined"), message: "x is undefined" }),
  );
  const rejection = new Event("unhandledrejection") as PromiseRejectionEvent;
  Object.assign(rejection, { reason: "network down" });
  window.dispatchEvent(rejection);
  reportError("route", new Error("render failed"));
  await settle();
  expect(reports).toMatchObject([
    {
      path: "/api/v1/client-errors",
      kind: "uncaught",
      message: "x is undefined",
      url: "/wallet?tab=1",
      release: "1.94.0",
    },
    { kind: "unhandled_rejection", message: "network down", url: "/wallet?tab=1" },
    { kind: "route", message: "render failed" },
  ]);
  expect(String(reports[0]?.stack)).toContain("TypeError");
  window.history.replaceState(null, "", "/");
});

it("sends each message once and at most a handful a page, and stops once the server refuses", async () => {
  const { api, reports } = fakeServer();
  uninstall = installErrorReporter(api);
  for (let i = 0; i < 3; i++) reportError("route", new Error("same"));
  for (let i = 0; i < 10; i++) reportError("route", new Error(`error ${i}`));
  await settle();
  expect(reports).toHaveLength(MAX_REPORTS_PER_PAGE);
  uninstall();

  const refused = fakeServer(429);
  uninstall = installErrorReporter(refused.api);
  reportError("route", new Error("first"));
  await settle();
  reportError("route", new Error("second"));
  await settle();
  expect(refused.reports).toHaveLength(1);
});

it("reports nothing once uninstalled", async () => {
  const { api, reports } = fakeServer();
  installErrorReporter(api)();
  reportError("route", new Error("late"));
  await settle();
  expect(reports).toEqual([]);
});
