/**
 * PGlite in a worker thread, so the embedded database's work (parsing, planning and running SQL in
 * WASM, synchronous while it runs) never holds the HTTP event loop: reads that need no database
 * answer while a purchase's statements run beside them. The thread is the one owner of the data
 * folder, as the in-process PGlite was; the server talks to it through {@link PgliteThread}, which has
 * the surface drizzle's PGlite driver uses (`query`, `exec`, `transaction`) plus `listen` and `close`.
 * One thread per process holds every PGlite the process opens (tests open one per app: a new thread
 * each would compile PGlite again, several times slower than opening in a warm one); it does not keep
 * the process alive while no database is open.
 *
 * Order and isolation are PGlite's own: the worker calls its `query`/`exec`/`transaction` in the order
 * the messages arrive, and a transaction holds PGlite's transaction lock from BEGIN until the server
 * says commit or rollback, so statements outside it wait as they did in one process. The only query
 * options carried are the row mode and which types stay raw text (drizzle's parsers are all the
 * identity); anything else is refused rather than silently dropped.
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type { PGliteOptions, QueryOptions, Results, Transaction } from "@electric-sql/pglite";
import { WORKER } from "./pglite-thread-worker";

type Message = Record<string, unknown>;
type Reply =
  | { id: number; result?: unknown; error?: Record<string, unknown> }
  | { notify: number; payload: string };
type Send = (message: Message, id?: number) => Promise<unknown>;

/** The process's database thread: its worker, the answers it owes and the listeners it feeds. */
class DatabaseThread {
  private readonly worker = new Worker(WORKER, {
    eval: true,
    workerData: { module: createRequire(import.meta.url).resolve("@electric-sql/pglite") },
  });
  private next = 1;
  private readonly pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  /** The `listen` callbacks by the id of their listen message. */
  readonly listeners = new Map<number, (payload: string) => void>();
  dead: Error | undefined;
  private open = 0;

  constructor() {
    this.worker.unref();
    this.worker.on("message", (reply: Reply) => this.receive(reply));
    const stop = (error: Error) => {
      this.dead ??= error;
      for (const { reject } of this.pending.values()) reject(error);
      this.pending.clear();
    };
    this.worker.on("error", stop);
    this.worker.on("exit", (code) => stop(new Error(`The database thread exited (${code}).`)));
  }

  /** A new message id (transactions and listeners are named by theirs). */
  id(): number {
    return this.next++;
  }

  /** Sends one message and waits for its answer. */
  send(message: Message, id = this.id()): Promise<unknown> {
    if (this.dead) return Promise.reject(this.dead);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  /** A database opened (true) or closed: the thread keeps the process alive while one is open. */
  opened(open: boolean): void {
    this.open += open ? 1 : -1;
    if (this.open > 0) this.worker.ref();
    else this.worker.unref();
  }

  private receive(reply: Reply): void {
    if ("notify" in reply) {
      this.listeners.get(reply.notify)?.(reply.payload);
      return;
    }
    const waiting = this.pending.get(reply.id);
    this.pending.delete(reply.id);
    if (reply.error) {
      const { message, ...props } = reply.error;
      waiting?.reject(Object.assign(new Error(String(message)), props));
    } else waiting?.resolve(reply.result);
  }
}

let shared: DatabaseThread | undefined;

/** The process's database thread, started again if it died. */
function databaseThread(): DatabaseThread {
  if (!shared || shared.dead) shared = new DatabaseThread();
  return shared;
}

/** The PGlite statements of one side: a database, or one of its open transactions. */
class Statements {
  constructor(
    private readonly send: Send,
    private readonly tx?: number,
  ) {}

  async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return (await this.send({ op: "query", tx: this.tx, sql, params, ...carried(options) })) as Results<T>;
  }

  async exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    if (options) throw new Error("PgliteThread.exec takes no options");
    return (await this.send({ op: "exec", tx: this.tx, sql })) as Results[];
  }
}

/** The row mode and raw types of drizzle's query options; anything else cannot cross the thread. */
function carried(options: QueryOptions | undefined): Message {
  if (!options) return {};
  const { rowMode, parsers, ...rest } = options;
  if (Object.keys(rest).length > 0) throw new Error(`PgliteThread cannot carry ${Object.keys(rest)}`);
  return { rowMode: rowMode ?? "object", raw: Object.keys(parsers ?? {}).map(Number) };
}

/** Where PGlite keeps its files (`undefined`: in memory) and how it starts. */
export interface PgliteThreadOptions {
  dataDir?: string | undefined;
  options?: Pick<PGliteOptions, "startParams">;
  /** A data-folder dump to start an in-memory database from. */
  template?: Blob | File | undefined;
}

/** One PGlite database in the process's database thread (see the file comment). */
export class PgliteThread extends Statements {
  private constructor(
    private readonly thread: DatabaseThread,
    private readonly db: number,
  ) {
    super((message, id) => thread.send({ ...message, db }, id));
  }

  /** Opens PGlite in the database thread. */
  static async open(options: PgliteThreadOptions): Promise<PgliteThread> {
    const thread = databaseThread();
    const db = thread.id();
    thread.opened(true);
    try {
      await thread.send({ op: "open", db, ...options });
    } catch (error) {
      thread.opened(false);
      throw error;
    }
    return new PgliteThread(thread, db);
  }

  private call(message: Message, id?: number): Promise<unknown> {
    return this.thread.send({ ...message, db: this.db }, id);
  }

  /**
   * Runs `callback` in one transaction of this database: committed when it resolves, rolled back (and
   * its error rethrown) when it throws.
   */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const tx = this.thread.id();
    await this.call({ op: "begin" }, tx);
    const statements = new Statements((message, id) => this.call(message, id), tx);
    let result: T;
    try {
      result = await callback(statements as unknown as Transaction);
    } catch (error) {
      await this.call({ op: "end", tx, commit: false });
      throw error;
    }
    await this.call({ op: "end", tx, commit: true });
    return result;
  }

  /** Hears `pg_notify(channel, …)` from this database; resolves with the way to stop. */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = this.thread.id();
    this.thread.listeners.set(listener, onPayload);
    await this.call({ op: "listen", channel }, listener).catch((error: unknown) => {
      this.thread.listeners.delete(listener);
      throw error;
    });
    return async () => {
      this.thread.listeners.delete(listener);
      await this.call({ op: "unlisten", listener });
    };
  }

  /** A dump of the data folder (PGlite's `dumpDataDir("none")`). */
  dumpDataDir(): Promise<Blob> {
    return this.call({ op: "dump" }) as Promise<Blob>;
  }

  /** Closes PGlite (flushing its files); the thread lets the process exit once none is open. */
  async close(): Promise<void> {
    try {
      await this.call({ op: "close" });
    } finally {
      this.thread.opened(false);
    }
  }
}
