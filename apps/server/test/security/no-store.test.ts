import { expect, it } from "vitest";
import { demoPlayerApp } from "../helper";
import { registeredRoutes } from "./registered-routes";

// docs/security.md "Caching": every answer that depends on the session token says no-store, so no
// proxy or browser cache keeps a player's private data. The routes come from the running app.
const player = demoPlayerApp();

it("every authenticated route answers Cache-Control: no-store, with or without a valid token", async () => {
  const routes = registeredRoutes(player.app).filter(
    (r) => r.method !== "HEAD" && r.method !== "OPTIONS" && r.path.startsWith("/api/v1/"),
  );
  const authenticated: string[] = [];
  for (const route of routes) {
    const url = route.path.replace(/:(\w+)/g, "1");
    const anonymous = await player.app.inject({ method: route.method as "GET", url, payload: {} });
    // A route that refuses the anonymous call with 401 depends on the token.
    if (anonymous.statusCode !== 401) continue;
    authenticated.push(`${route.method} ${route.path}`);
    expect(anonymous.headers["cache-control"], `${route.method} ${route.path} without token`).toBe(
      "no-store",
    );
    // Logging out would end the token the other routes use.
    if (route.path.endsWith("/auth/logout")) continue;
    const res = await player.app.inject({
      method: route.method as "GET",
      url,
      payload: {},
      headers: { authorization: player.auth },
    });
    expect(res.headers["cache-control"], `${route.method} ${route.path}`).toBe("no-store");
  }
  const operatorRoutes = registeredRoutes(player.app.operatorApp).filter((r) =>
    r.path.startsWith("/api/v1/operator/"),
  );
  expect(operatorRoutes.length).toBeGreaterThanOrEqual(20);
  for (const route of operatorRoutes) {
    const res = await player.app.operatorApp.inject({
      method: route.method as "GET",
      url: route.path,
      payload: {},
    });
    expect(res.headers["cache-control"], `${route.method} ${route.path}`).toBe("no-store");
  }
  expect(authenticated.length).toBeGreaterThanOrEqual(30);
  expect(authenticated).toContain("GET /api/v1/user/details");
});

it("public answers that do not depend on a token stay cacheable by the client's rules", async () => {
  const res = await player.app.inject({ method: "GET", url: "/api/v1/config" });
  expect(res.statusCode).toBe(200);
  expect(res.headers["cache-control"]).not.toBe("no-store");
});

it("the in-store account upgrade is registered and public: it needs proof, not a session", async () => {
  expect(registeredRoutes(player.app)).toContainEqual({ method: "POST", path: "/api/v1/user/upgrade-prs" });
  const res = await player.app.inject({ method: "POST", url: "/api/v1/user/upgrade-prs", payload: {} });
  expect(res.statusCode).toBe(400);
});
