/**
 * The database thread's own side (pglite-thread.ts is the server's): it opens PGlite databases, runs
 * their statements and transactions in the order the messages arrive, and forwards notifications.
 */

/** The worker's code: plain CommonJS run by `eval`, so it needs no build step of its own. */
export const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const { PGlite } = require(workerData.module);
const clients = new Map();
const transactions = new Map();
const listeners = new Map();
/** A statement after close (a request finishing during shutdown) is refused, never thrown here. */
function opened(db) {
  const client = clients.get(db);
  if (!client) throw new Error("The database is closed.");
  return client;
}
const reply = (id, result) => parentPort.postMessage({ id, result });
function fail(id, error) {
  const props = {};
  for (const [key, value] of Object.entries(error ?? {})) {
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) props[key] = value;
  }
  parentPort.postMessage({
    id,
    error: { ...props, name: error?.name ?? "Error", message: error?.message ?? String(error) },
  });
}
const raw = (value) => value;
function options(message) {
  if (!message.rowMode) return undefined;
  return { rowMode: message.rowMode, parsers: Object.fromEntries(message.raw.map((type) => [type, raw])) };
}
const plain = (r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows });
function on(message) {
  if (message.tx === undefined) return opened(message.db);
  const open = transactions.get(message.tx);
  if (!open) throw new Error("The transaction has already ended.");
  return open.tx;
}
const ops = {
  async open(m) {
    const client = new PGlite(m.dataDir, { ...m.options, ...(m.template ? { loadDataDir: m.template } : {}) });
    await client.waitReady;
    clients.set(m.db, client);
  },
  async query(m) {
    return plain(await on(m).query(m.sql, m.params, options(m)));
  },
  async exec(m) {
    return (await on(m).exec(m.sql)).map(plain);
  },
  async listen(m) {
    listeners.set(m.id, await opened(m.db).listen(m.channel, (payload) => parentPort.postMessage({ notify: m.id, payload })));
  },
  async unlisten(m) {
    const stop = listeners.get(m.listener);
    listeners.delete(m.listener);
    await stop?.();
  },
  async end(m) {
    const open = transactions.get(m.tx);
    if (!open) throw new Error("The transaction has already ended.");
    transactions.delete(m.tx);
    if (m.commit) open.commit();
    else open.rollback(ROLLBACK);
    await open.done.catch((error) => {
      if (error !== ROLLBACK) throw error;
    });
  },
  async dump(m) {
    return opened(m.db).dumpDataDir("none");
  },
  async close(m) {
    const client = clients.get(m.db);
    clients.delete(m.db);
    await client?.close();
  },
};
const ROLLBACK = new Error("rollback");
function begin(m) {
  let started = false;
  let client;
  try {
    client = opened(m.db);
  } catch (error) {
    return fail(m.id, error);
  }
  const done = client.transaction(
    (tx) =>
      new Promise((commit, rollback) => {
        started = true;
        transactions.set(m.id, { tx, commit, rollback, done });
        reply(m.id, null);
      }),
  );
  done.catch((error) => {
    if (!started) fail(m.id, error);
  });
}
parentPort.on("message", (m) => {
  if (m.op === "begin") return begin(m);
  ops[m.op](m).then((result) => reply(m.id, result ?? null), (error) => fail(m.id, error));
});
`;
