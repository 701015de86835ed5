import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import { migrate, type SqlRunner } from "./migrate";
import { PgliteThread } from "./pglite-thread";
import * as schema from "./schema";
import { secureDataDir } from "./secure-data-dir";
import type { Db } from "./types";

/** Where the database lives: PostgreSQL at `url`, else PGlite in memory or in `${dataDir}/pglite`. */
export interface OpenDatabaseOptions {
  url?: string | undefined;
  dataDir?: string | undefined;
  memory?: boolean | undefined;
  /** A PGlite data-dir dump to start an in-memory database from (tests: a migrated template). */
  template?: Blob | File | undefined;
  /** PostgreSQL schema to use (created if missing); tests use a fresh one per file. */
  schemaName?: string | undefined;
}

/** An open, migrated database and the way to close it. */
export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
  /**
   * Hears `pg_notify(channelFor(base), payload)` from any process on this database (PostgreSQL
   * LISTEN on a connection of its own; PGlite's in-process listen). Resolves with the way to stop.
   */
  listen(base: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** The connection pool's use now, for metrics (PostgreSQL; PGlite has one connection and none). */
  pool?: () => PoolUse;
}

/** Connections of a pool: open, idle among them, requests waiting for one, and the most it opens. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** The connections each instance's pool opens at most (README "Running for real"). */
const POOL_MAX = 10;

/**
 * A notification channel per schema, so test schemas sharing one PostgreSQL never hear each other; the
 * SQL side is `pg_notify(base || '_' || current_schema(), …)`.
 */
export const channelFor = (base: string, schema: string) => `${base}_${schema}`;

async function currentSchema(query: (sql: string) => Promise<{ rows: unknown[] }>): Promise<string> {
  const { rows } = await query("SELECT current_schema() AS s");
  const schema = (rows[0] as { s?: unknown } | undefined)?.s;
  if (typeof schema !== "string" || !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error("Unexpected schema name");
  return schema;
}

// node-postgres returns bigint (int8) as strings; ours are cents far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/**
 * Opens and migrates the database (R-SERVER Storage): node-postgres when `url` is set, else PGlite
 * (durable files by default, memory for tests).
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  return options.url ? openPostgres(options.url, options.schemaName) : openPglite(options);
}

async function openPostgres(url: string, schemaName: string | undefined): Promise<Database> {
  if (schemaName !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schemaName)) {
    throw new Error(`Invalid schema name ${schemaName}`);
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_MAX,
    ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
  });
  const client = await pool.connect();
  try {
    await migrate(
      {
        exec: async (sql) => void (await client.query(sql)),
        rows: async (sql) => (await client.query(sql)).rows,
      },
      undefined,
      schemaName ? `CREATE SCHEMA IF NOT EXISTS ${schemaName}` : undefined,
    );
  } finally {
    client.release();
  }
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  const clientConfig = {
    connectionString: url,
    ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
  };
  return {
    db,
    kind: "postgres",
    close: () => pool.end(),
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_MAX }),
    listen: (base, onPayload) => listenPostgres(clientConfig, base, onPayload),
  };
}

/** Time between attempts to get the LISTEN connection back after it broke. */
const RELISTEN_MS = 1_000;

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to queries); when it breaks, a new
 * one listens again, so a database restart only pauses the live events.
 */
async function listenPostgres(
  config: pg.ClientConfig,
  base: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (!stopped) retry = setTimeout(() => void connect().catch(schedule), RELISTEN_MS);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client(config);
    let broken = false;
    const again = () => {
      if (broken) return;
      broken = true;
      next.removeAllListeners();
      void next.end().catch(() => undefined);
      if (client === next) schedule();
    };
    client = next;
    next.on("error", again);
    next.on("end", again);
    await next.connect();
    const channel = channelFor(base, await currentSchema((sql) => next.query(sql)));
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    await next.query(`LISTEN "${channel}"`);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = null;
    last?.removeAllListeners();
    await last?.end().catch(() => undefined);
  };
}

/**
 * PGlite settings: 16 MB of shared buffers instead of PostgreSQL's 128 MB default. PGlite touches the
 * whole buffer pool inside its WASM memory at start, so this alone saves ~110 MB of RSS; our working
 * set (calendar, players, a few weeks of tickets) fits, and the OS page cache sits behind it anyway.
 */
const PGLITE_OPTIONS = {
  startParams: [
    ...PGlite.defaultStartParams,
    "-c",
    `shared_buffers=${process.env.PGLITE_SHARED_BUFFERS ?? "16MB"}`,
  ],
};

// initdb of a new data folder leaves ~600 MB of WASM memory that PGlite never gives back (a worker
// thread still keeps ~130 MB), so it runs in a short-lived child process; the server then opens the
// ready folder.
const INITDB = `
const { PGlite } = require(process.argv[1]);
const client = new PGlite(process.argv[2]);
client.waitReady.then(() => client.close());
`;

async function initDataDir(dir: string): Promise<void> {
  if (existsSync(join(dir, "PG_VERSION"))) return;
  const module = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const child = spawn(process.execPath, ["-e", INITDB, module, dir], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const [code] = await once(child, "exit");
  if (code !== 0) throw new Error(`PGlite initdb in ${dir} failed (${code}): ${stderr.trim()}`);
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  let client: PgliteThread;
  let release = async () => {};
  if (options.memory) {
    client = await PgliteThread.open({ options: PGLITE_OPTIONS, template: options.template });
  } else {
    const dataDir = options.dataDir ?? "./data";
    const dir = join(dataDir, "pglite");
    await secureDataDir(dataDir);
    await mkdir(dir, { recursive: true });
    release = await lockDataDir(dataDir);
    try {
      await initDataDir(dir);
      client = await PgliteThread.open({ dataDir: dir, options: PGLITE_OPTIONS });
      // initdb (another process) and PGlite's start write files: make them private too.
      await secureDataDir(dataDir);
    } catch (error) {
      await release();
      throw error;
    }
  }
  await migrate(pgliteRunner(client));
  // The thread has the surface drizzle's PGlite driver calls (query, exec, transaction).
  const db = drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    listen: async (base, onPayload) => {
      const channel = channelFor(base, await currentSchema((sql) => client.query(sql)));
      return client.listen(channel, onPayload);
    },
    close: async () => {
      await client.close();
      await release();
    },
  };
}

/** The migration runner's view of a PGlite instance (in this thread or another). */
export function pgliteRunner(client: Pick<PGlite, "query" | "exec">): SqlRunner {
  return {
    exec: async (sql) => void (await client.exec(sql)),
    rows: async <T>(sql: string) => (await client.query<T>(sql)).rows,
  };
}
