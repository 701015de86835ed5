import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PgliteThread } from "../../src/db/pglite-thread";

// The embedded database in its worker thread (src/db/pglite-thread.ts) keeps PGlite's semantics:
// transactions commit or roll back whole, hold others off until they end, and errors keep their code.
let db: PgliteThread;
beforeAll(async () => {
  db = await PgliteThread.open({});
  await db.exec("CREATE TABLE t (k int PRIMARY KEY, v text NOT NULL)");
}, 120_000);
afterAll(async () => db?.close());

const rows = async () => (await db.query<{ k: number; v: string }>("SELECT k, v FROM t ORDER BY k")).rows;

describe("PGlite in a worker thread", () => {
  it("answers queries with parameters, in object or array rows, raw text where asked", async () => {
    await db.query("INSERT INTO t VALUES ($1, $2)", [1, "one"]);
    expect(await rows()).toEqual([{ k: 1, v: "one" }]);
    const asArray = await db.query("SELECT k, now() AS at FROM t", [], {
      rowMode: "array",
      parsers: { 1184: (value: string) => value },
    });
    expect(asArray.rows[0]).toEqual([1, expect.any(String)]);
    await expect(db.query("SELECT 1", [], { serializers: {} })).rejects.toThrow(/cannot carry/);
  });

  it("keeps a committed transaction and drops a failed one whole", async () => {
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO t VALUES (2, 'two')");
    });
    const failed = db.transaction(async (tx) => {
      await tx.query("INSERT INTO t VALUES (3, 'three')");
      throw new Error("changed my mind");
    });
    await expect(failed).rejects.toThrow("changed my mind");
    expect((await rows()).map((r) => r.k)).toEqual([1, 2]);
  });

  it("keeps a database error's code and detail (a unique violation is 23505)", async () => {
    const error = await db.query("INSERT INTO t VALUES (1, 'again')").catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "23505", message: expect.stringContaining("duplicate key") });
  });

  it("holds statements outside a transaction until it ends, as one connection does", async () => {
    const order: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tx = db.transaction(async (t) => {
      await t.query("UPDATE t SET v = 'in tx' WHERE k = 1");
      await held;
      order.push("commit");
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = db.query<{ v: string }>("SELECT v FROM t WHERE k = 1").then((r) => {
      order.push("read");
      return r.rows[0]?.v;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(order).toEqual([]);
    release();
    await tx;
    expect(await outside).toBe("in tx");
    expect(order).toEqual(["commit", "read"]);
  });

  it("delivers pg_notify to a listener on commit, and no more once it stopped", async () => {
    const heard: string[] = [];
    const stop = await db.listen("reads_test", (payload) => heard.push(payload));
    await db.transaction(async (tx) => {
      await tx.query("SELECT pg_notify('reads_test', 'first')");
      expect(heard).toEqual([]);
    });
    await db.query("SELECT 1");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual(["first"]);
    await stop();
    await db.query("SELECT pg_notify('reads_test', 'second')");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual(["first"]);
  });

  it("refuses a statement of a transaction that has ended", async () => {
    let kept: { query(sql: string): Promise<unknown> } | undefined;
    await db.transaction(async (tx) => {
      kept = tx;
    });
    await expect(kept!.query("SELECT 1")).rejects.toThrow("The transaction has already ended.");
  });

  it("refuses statements and transactions after close (a request finishing during shutdown)", async () => {
    const closed = await PgliteThread.open({});
    await closed.close();
    await expect(closed.query("SELECT 1")).rejects.toThrow("The database is closed.");
    await expect(closed.transaction(async () => undefined)).rejects.toThrow("The database is closed.");
    expect((await db.query("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
  });
});
