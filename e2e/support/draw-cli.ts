import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { operatorPortOf } from "./ports.mjs";

const root = resolve(import.meta.dirname, "../..");

// support/serve.mjs starts the server on a fresh temp DATA_DIR holding its operator token. Other
// journey servers on this machine have their own: the newest that our port accepts is ours.
function serverDataDirs(): string[] {
  return readdirSync(tmpdir())
    .filter((d) => d.startsWith("play-online-e2e-") && existsSync(join(tmpdir(), d, "operator-token")))
    .map((d) => join(tmpdir(), d))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .slice(0, 4);
}

/**
 * `npm run draw -- <args>` (the operator CLI, README "Running a draw") against the journey's server on
 * `port`; returns what it printed, parsed.
 */
export function operatorCli<T = unknown>(args: readonly string[], port: string): T {
  let failure: unknown = new Error("no e2e server data directory found");
  for (const dataDir of serverDataDirs()) {
    try {
      const out = execFileSync("npm", ["run", "--silent", "draw", "--", ...args], {
        cwd: root,
        env: { ...process.env, OPERATOR_PORT: String(operatorPortOf(port)), DATA_DIR: dataDir },
        stdio: "pipe",
      });
      return JSON.parse(out.toString()) as T;
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

/** `npm run draw -- draw:run --game <id>` against the journey's server (R-DRAW-ENGINE operator CLI). */
export function runDraw(gameId: number, port: string): void {
  operatorCli(["draw:run", "--game", String(gameId)], port);
}

/**
 * Cash 3 boards that win whatever is drawn (R-CASH3): 'any order' on each of the 120 sets of three
 * different digits and the 90 with a pair, 'exact' on the 10 triples. 220 boards at 50c.
 */
function everyOutcome(): { numbers: number[]; type: 1 | 2 }[] {
  const boards: { numbers: number[]; type: 1 | 2 }[] = [];
  for (let a = 0; a <= 9; a++)
    for (let b = a; b <= 9; b++)
      for (let c = b; c <= 9; c++) boards.push({ numbers: [a, b, c], type: a === c ? 1 : 2 });
  return boards;
}

/** The boards as cart tickets of at most 50 boards (Cash 3's limit) for `draw` (R-ENTITIES Cart ticket). */
export function coveringCart(draw: number) {
  const boards = everyOutcome();
  const tickets = [];
  for (let i = 0; i * 50 < boards.length; i++) {
    const chunk = boards.slice(i * 50, i * 50 + 50);
    tickets.push({
      id: `cover-${i}`,
      draw_num: draw,
      draw_numbers: [draw],
      added_draw_number: draw,
      cost: chunk.length * 50,
      play_type: "Standard",
      coupon: {
        game_id: 2116,
        advance_draw: 0,
        multi_draw: 1,
        system: 0,
        powerpik: false,
        game_data: chunk.map((board, j) => ({
          group_name: String.fromCharCode(65 + (j % 26)) + (j >= 26 ? String(Math.floor(j / 26)) : ""),
          numbers: board.numbers,
          powerball: null,
          quickpick: 0,
          stake: 1,
          type: board.type,
        })),
      },
    });
  }
  return tickets;
}
