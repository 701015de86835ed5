/**
 * The operator CLI (issue 5), run as `npm run draw -- <command>` from the repo root:
 *   draw:run --game 5127     close, draw and settle the game's next draw now (also: --game 5127)
 *   draw:list [--game 5127]  the latest draws with status, commitment and numbers
 *   results:seed --weeks 8   fill past results
 *   wins:pay --ticket ID     pay a large win (WINNING_NOT_YET_PAID) once through the ledger: PAID
 * Same PORT / DATA_DIR / DATABASE_URL as the server. With DATABASE_URL it works on PostgreSQL directly
 * (safe beside running servers: per-draw advisory locks). On the embedded database it talks to the
 * running server's loopback operator endpoint with the token in DATA_DIR, or opens the database itself
 * when no server is running (PGlite admits one process: the data folder's lock refuses a second one).
 */
import { Temporal } from "temporal-polyfill";
import { resolveDataDir } from "./config/data-dir";
import { loadEnv } from "./config/env";
import { openDatabase } from "./db";
import { listDraws, operatorGameId, payWin, runDrawNow, seedResults } from "./operator/operator-commands";
import { OPERATOR_TOKEN_HEADER, readOperatorToken } from "./operator/operator-token";

const USAGE =
  "usage: [draw:run] --game <id> | draw:list [--game <id>] | results:seed --weeks <n> | wins:pay --ticket <id>";
const COMMANDS = ["draw:run", "draw:list", "results:seed", "wins:pay"] as const;

/** Parsed command line. */
export interface CliCommand {
  command: (typeof COMMANDS)[number];
  game?: string | undefined;
  weeks?: string | undefined;
  ticket?: string | undefined;
}

/** Parses argv (after the script name); throws the usage text when it is not a known command. */
export function parseCli(args: readonly string[]): CliCommand {
  const given = args.filter((a) => a !== "--");
  // `npm run draw -- --game 5127` is short for `draw:run --game 5127`.
  const [command, ...rest] = given[0]?.startsWith("--") ? ["draw:run", ...given] : given;
  const flags: Record<string, string> = {};
  for (let i = 0; i < rest.length; i += 2) {
    const key = rest[i]?.replace(/^--/, "");
    const value = rest[i + 1];
    if (!key || value === undefined) throw new Error(USAGE);
    flags[key] = value;
  }
  const known = COMMANDS.find((c) => c === command);
  if (!known) throw new Error(USAGE);
  if (known === "draw:run" && !flags.game) throw new Error(USAGE);
  if (known === "results:seed" && !flags.weeks) throw new Error(USAGE);
  if (known === "wins:pay" && !flags.ticket) throw new Error(USAGE);
  return { command: known, game: flags.game, weeks: flags.weeks, ticket: flags.ticket };
}

async function viaServer(cmd: CliCommand, port: number, token: string): Promise<unknown | null> {
  const base = `http://127.0.0.1:${port}/api/v1/operator`;
  const headers = { [OPERATOR_TOKEN_HEADER]: token, "content-type": "application/json" };
  const post = (path: string, body: object) =>
    fetch(`${base}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  const request =
    cmd.command === "wins:pay"
      ? post("/wins/pay", { ticket: cmd.ticket })
      : cmd.command === "draw:list"
        ? fetch(`${base}/draws${cmd.game ? `?game=${encodeURIComponent(cmd.game)}` : ""}`, { headers })
        : cmd.command === "draw:run"
          ? post("/draws/run", { game: cmd.game })
          : post("/results/seed", { weeks: Number(cmd.weeks) });
  let response: Response;
  try {
    response = await request;
  } catch {
    return null; // no server listening: fall back to the database
  }
  const body = (await response.json()) as { message?: string };
  if (!response.ok) throw new Error(body.message ?? `operator endpoint answered ${response.status}`);
  return body;
}

async function direct(cmd: CliCommand, env: ReturnType<typeof loadEnv>): Promise<unknown> {
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const now = Temporal.Now.instant();
    if (cmd.command === "draw:run") return await runDrawNow(database.db, operatorGameId(cmd.game), now);
    if (cmd.command === "wins:pay") return await payWin(database.db, cmd.ticket);
    if (cmd.command === "draw:list")
      return { draws: await listDraws(database.db, cmd.game ? operatorGameId(cmd.game) : undefined) };
    return await seedResults(database.db, Number(cmd.weeks), now);
  } finally {
    await database.close();
  }
}

/** Runs one CLI command and prints its JSON result. */
export async function main(args: readonly string[]): Promise<void> {
  const cmd = parseCli(args);
  const raw = loadEnv(process.env);
  const env = { ...raw, DATA_DIR: resolveDataDir(raw.DATA_DIR, process.env) };
  if (!env.DATABASE_URL) {
    const token = await readOperatorToken(env.DATA_DIR);
    const answer = token ? await viaServer(cmd, env.PORT, token) : null;
    if (answer !== null) {
      console.log(JSON.stringify(answer, null, 2));
      return;
    }
  }
  console.log(JSON.stringify(await direct(cmd, env), null, 2));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
