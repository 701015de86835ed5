import { PGlite } from "@electric-sql/pglite";
import { getTableColumns, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { migrate, migrationFiles } from "../../src/db/migrate";
import { pgliteRunner } from "../../src/db/open-database";
import * as schema from "../../src/db/schema";

describe("migrations", () => {
  it("create every drizzle table and column (accounts and play)", async () => {
    const client = new PGlite();
    await migrate(pgliteRunner(client));
    const { rows } = await client.query<{ table_name: string; column_name: string }>(
      "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'",
    );
    const present = new Set(rows.map((r) => `${r.table_name}.${r.column_name}`));
    const tables = Object.values(schema as Record<string, unknown>).filter((t): t is PgTable =>
      is(t, PgTable),
    );
    expect(tables.length).toBeGreaterThan(10);
    const missing = tables.flatMap((table) =>
      Object.values(getTableColumns(table))
        .map((column) => `${getTableName(table)}.${column.name}`)
        .filter((name) => !present.has(name)),
    );
    expect(missing).toEqual([]);
    await client.close();
  });

  it("apply once, in lexical order, and are a no-op when run again", async () => {
    const client = new PGlite();
    const runner = pgliteRunner(client);
    const files = await migrationFiles();
    expect(files).toEqual([...files].sort());
    expect(await migrate(runner)).toEqual(files);
    expect(await migrate(runner)).toEqual([]);
    const { rows } = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM schema_migrations");
    expect(rows[0]?.n).toBe(files.length);
    await client.close();
  });

  it("roll a failing migration back and name it", async () => {
    const { mkdtemp, writeFile } = await import("node:fs/promises");
    const dir = await mkdtemp("/tmp/migrations-");
    await writeFile(`${dir}/0001_ok.sql`, "CREATE TABLE a (id int);");
    await writeFile(`${dir}/0002_bad.sql`, "CREATE TABLE b (id int); SELECT nope FROM missing;");
    const client = new PGlite();
    await expect(migrate(pgliteRunner(client), dir)).rejects.toThrow(/Migration 0002_bad.sql failed/);
    const { rows } = await client.query<{ t: string | null }>("SELECT to_regclass('b')::text AS t");
    expect(rows[0]?.t).toBeNull();
    expect(await migrate(pgliteRunner(client), `${dir}/..`).catch(() => "no files")).toEqual([]);
    await client.close();
  });
});
