import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";

// support/serve.mjs starts the server on a fresh temp DATA_DIR; the newest one with an operator token is it.
function serverDataDir(): string {
  const dirs = readdirSync(tmpdir())
    .filter((d) => d.startsWith("play-online-e2e-") && existsSync(join(tmpdir(), d, "operator-token")))
    .map((d) => join(tmpdir(), d))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!dirs[0]) throw new Error("no e2e server data directory found");
  return dirs[0];
}

/** POSTs to the journey server's loopback operator endpoint with its token (docs/api.md Operator). */
export async function operatorPost(request: APIRequestContext, path: string, data: object): Promise<unknown> {
  const token = readFileSync(join(serverDataDir(), "operator-token"), "utf8").trim();
  const response = await request.post(`/api/v1/operator${path}`, {
    headers: { "x-operator-token": token },
    data,
  });
  if (!response.ok()) throw new Error(`operator ${path} answered ${response.status()}`);
  return response.json();
}
