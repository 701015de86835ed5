import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll } from "vitest";
import { DEMO_EMAIL, DEMO_PASSWORD } from "../src/accounts/demo";

// The harness of the crash tests: the real server as a child process on an embedded database in a
// temporary data folder, a storm of requests from eight workers, and kill -9 after the fifth answer.

const serverDir = fileURLToPath(new URL("..", import.meta.url));
const WORKERS = 8;
const KILL_AFTER_ANSWERS = 5;

/** A running server process: its URLs, its data folder and a promise of its exit. */
export interface CrashServer {
  base: string;
  /** The operator listener's URL. */
  operatorBase: string;
  dataDir: string;
  exited: Promise<void>;
  kill(): void;
}

/**
 * Registers the clean-up (kill the process group, remove the data folder) and returns a starter for
 * one server on a fresh data folder named after `prefix`; `prepare` writes to that folder first.
 */
export function crashServer(
  prefix: string,
  prepare?: (dataDir: string) => Promise<void>,
): () => Promise<CrashServer> {
  let child: ChildProcess | undefined;
  let dataDir = "";
  afterAll(async () => {
    if (child?.pid && child.exitCode === null && child.signalCode === null)
      process.kill(-child.pid, "SIGKILL");
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return async () => {
    dataDir = await mkdtemp(join(tmpdir(), `${prefix}-`));
    await prepare?.(dataDir);
    const server = spawn("npx", ["tsx", "--conditions=source", "src/server.ts"], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dataDir, PORT: "0", OPERATOR_PORT: "0", LOG_LEVEL: "silent" },
      detached: true,
      stdio: ["ignore", "pipe", "inherit"],
    });
    child = server;
    const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
    const [base, operatorBase] = await new Promise<[string, string]>((resolve, reject) => {
      let out = "";
      server.stdout!.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        const players = /running at (http:\/\/[^\s]+?)\/?\s/.exec(out)?.[1];
        const operator = /operator console: (http:\/\/[^\s]+?)\/?\s/.exec(out)?.[1];
        if (players && operator) resolve([players, operator]);
      });
      void exited.then(() => reject(new Error(`server exited: ${out}`)));
    });
    return { base, operatorBase, dataDir, exited, kill: () => process.kill(-server.pid!, "SIGKILL") };
  };
}

/** The demo player's session token on `base`. */
export async function demoToken(base: string): Promise<string> {
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: DEMO_EMAIL, password: DEMO_PASSWORD, version: 2 }),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/**
 * Eight workers send requests in a loop until the server dies; it is killed after the fifth answer.
 * `send(worker, i)` makes the i-th request of a worker; `onAnswer` sees each answer that came back.
 * Resolves once the process has exited.
 */
export async function stormUntilKilled(
  server: CrashServer,
  send: (worker: number, i: number) => Promise<Response>,
  onAnswer: (res: Response, worker: number, i: number) => Promise<void> = async () => {},
): Promise<void> {
  let answered = 0;
  let killed = false;
  const worker = async (w: number) => {
    for (let i = 0; !killed; i++) {
      const res = await send(w, i).catch(() => null);
      if (!res) return;
      await onAnswer(res, w, i);
      answered++;
      if (answered === KILL_AFTER_ANSWERS && !killed) {
        killed = true;
        server.kill();
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  await server.exited;
}
