import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

/** The migrations folder: plain SQL files `NNNN_name.sql` applied in lexical order. */
export const MIGRATIONS_DIR = fileURLToPath(new URL("../../migrations", import.meta.url));

/** Key of the advisory lock that serialises migration runs across processes. */
const MIGRATION_LOCK = 7_270_417;

/** The raw connection the runner needs: multi-statement exec and parameterless row queries. */
export interface SqlRunner {
  exec(sql: string): Promise<void>;
  rows<T>(sql: string): Promise<T[]>;
}

/** Lists the migration files in apply order. */
export async function migrationFiles(dir = MIGRATIONS_DIR): Promise<string[]> {
  return (await readdir(dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
}

/**
 * Applies every pending migration, each in its own transaction, under an advisory lock so two
 * processes starting at once never apply one twice; `setupSql` (e.g. creating the schema) runs first
 * under the same lock. Returns the names applied now.
 */
export async function migrate(runner: SqlRunner, dir = MIGRATIONS_DIR, setupSql?: string): Promise<string[]> {
  await runner.exec(`SELECT pg_advisory_lock(${MIGRATION_LOCK})`);
  try {
    // Under the lock too: `CREATE SCHEMA IF NOT EXISTS` races with itself across connections.
    if (setupSql) await runner.exec(setupSql);
    await runner.exec(
      "CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    const done = new Set(
      (await runner.rows<{ name: string }>("SELECT name FROM schema_migrations")).map((r) => r.name),
    );
    const applied: string[] = [];
    for (const name of await migrationFiles(dir)) {
      if (done.has(name)) continue;
      const sql = await readFile(`${dir}/${name}`, "utf8");
      await runner.exec("BEGIN");
      try {
        await runner.exec(sql);
        await runner.exec(`INSERT INTO schema_migrations (name) VALUES ('${name}')`);
        await runner.exec("COMMIT");
      } catch (error) {
        await runner.exec("ROLLBACK");
        throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(name);
    }
    return applied;
  } finally {
    await runner.exec(`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`);
  }
}
