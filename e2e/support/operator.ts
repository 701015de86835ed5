import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";

// support/serve.mjs starts each server on a fresh temp DATA_DIR holding its operator token. Other
// runs on the machine may have their own, so every token is offered, newest first, until one is taken.
function operatorTokens(): string[] {
  return readdirSync(tmpdir())
    .filter((d) => d.startsWith("play-online-e2e-") && existsSync(join(tmpdir(), d, "operator-token")))
    .map((d) => join(tmpdir(), d))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .map((dir) => readFileSync(join(dir, "operator-token"), "utf8").trim());
}

/** POSTs to the journey server's loopback operator endpoint with its token (docs/api.md Operator). */
export async function operatorPost(request: APIRequestContext, path: string, data: object): Promise<unknown> {
  for (const token of operatorTokens()) {
    const response = await request.post(`/api/v1/operator${path}`, {
      headers: { "x-operator-token": token },
      data,
    });
    if (response.status() === 403) continue; // another server's token
    if (!response.ok()) throw new Error(`operator ${path} answered ${response.status()}`);
    return response.json();
  }
  throw new Error("no operator token of the journey server found");
}

/** What `POST /operator/draws/run` answers: the draw it closed, drew and settled (docs/api.md Operator). */
export interface DrawRun {
  gameId: number;
  drawNumber: number;
  winning_numbers: number[];
  supplementary_numbers: number[];
  powerball: number | null;
}

/** `draw:run --game <id>` through the operator endpoint the CLI posts to: the game's next draw, now. */
export async function runDrawNow(request: APIRequestContext, gameId: number): Promise<DrawRun> {
  return (await operatorPost(request, "/draws/run", { game: gameId })) as DrawRun;
}
