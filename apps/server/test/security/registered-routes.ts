import type { FastifyInstance } from "fastify";

/** One route of the running app. */
export interface RegisteredRoute {
  method: string;
  path: string;
}

/**
 * Every route the app registered, read from `printRoutes({ commonPrefix: false })`: a tree whose
 * lines are `<indent>├── <segment> (<METHODS>)`, four characters of indent per level; a route's path
 * is its ancestors' segments joined. Tests use it to prove no route escapes the fuzzer.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const stack: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^(.*?)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    const path = (depth === 0 ? "" : (stack[depth - 1] ?? "")) + (match[2] ?? "");
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? "")
      .split(",")
      .map((m) => m.trim())
      .filter(Boolean)) {
      routes.push({ method, path });
    }
  }
  return routes;
}
