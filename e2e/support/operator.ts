import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { e2ePort, operatorPortOf } from "./ports.mjs";

/** The journey server's operator listener (support/serve.mjs starts it beside the players' one). */
const OPERATOR_ORIGIN = `http://127.0.0.1:${operatorPortOf(e2ePort())}`;

// support/serve.mjs starts each server on a fresh temp DATA_DIR holding its operator token. Other
// runs on the machine may have their own, so every token is offered, newest first, until one is taken.
function operatorTokens(): string[] {
  return readdirSync(tmpdir())
    .filter((d) => d.startsWith("play-online-e2e-") && existsSync(join(tmpdir(), d, "operator-token")))
    .map((d) => join(tmpdir(), d))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .map((dir) => readFileSync(join(dir, "operator-token"), "utf8").trim());
}

/** POSTs to the journey server's operator listener with its token and answers its data (docs/api.md Operator). */
export async function operatorPost(request: APIRequestContext, path: string, data: object): Promise<unknown> {
  for (const token of operatorTokens()) {
    const response = await request.post(`${OPERATOR_ORIGIN}/api/v1/operator${path}`, {
      headers: { "x-operator-token": token },
      data,
    });
    if (response.status() === 401) continue; // another server's token
    if (!response.ok()) throw new Error(`operator ${path} answered ${response.status()}`);
    return ((await response.json()) as { data: unknown }).data; // the { data, message } envelope
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

/**
 * `draw:run --game <id> [--draw <n>]` through the operator endpoint the CLI posts to: the game's next
 * draw, or draw n, now.
 */
export async function runDrawNow(
  request: APIRequestContext,
  gameId: number,
  draw?: number,
): Promise<DrawRun> {
  return (await operatorPost(request, "/draws/run", { game: gameId, ...(draw ? { draw } : {}) })) as DrawRun;
}

/** A special draw as the remote config lists it (R-ENTITIES specialEvents). */
export interface SpecialEvent {
  game_id: number;
  draw_number: number;
  title: string;
  sales_close: string;
}

// Perth keeps UTC+8 all year (no daylight saving): its wall time is the UTC time 8 hours on.
const perthWallTime = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16);

/**
 * `draw:special --game 5127 --at <Tuesday>`: an extra Saturday Lotto draw on a Tuesday at least four
 * weeks out, so parallel journeys running the next Saturday Lotto draws never reach it. The other
 * viewport's run may hold a Tuesday already (409): the following week's is taken then.
 */
export async function scheduleExtraSaturdayDraw(
  request: APIRequestContext,
  title: string,
): Promise<SpecialEvent> {
  const games = await request.get("/api/v1/games");
  const close = Date.parse((await games.json()).data["5127"].upcoming_draw.sales_close);
  for (let weeks = 3; weeks < 9; weeks++) {
    // Saturday's close + 3 days + 30 minutes: a Tuesday at the regular draw time.
    const at = perthWallTime(close + (weeks * 7 + 3) * 86_400_000 + 30 * 60_000);
    try {
      return (await operatorPost(request, "/draws/special", { game: 5127, title, at })) as SpecialEvent;
    } catch (error) {
      if (!/answered 409/.test(String(error))) throw error;
    }
  }
  throw new Error("no free week for an extra Saturday Lotto draw");
}
