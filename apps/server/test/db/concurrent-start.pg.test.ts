import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db";
import { migrationFiles } from "../../src/db/migrate";

// Two processes starting at once on one PostgreSQL: the advisory lock lets exactly one apply each
// migration. PGlite is single-connection, so this runs against a real server (TEST_DATABASE_URL, or
// the CI cluster) and is only included in the `test:pg` run (see vitest.config.ts).
const url = process.env.TEST_DATABASE_URL;

describe("concurrent start on PostgreSQL", () => {
  it("two openDatabase calls at once both succeed and apply each migration once", async () => {
    const schemaName = `t_${randomBytes(6).toString("hex")}`;
    const [a, b] = await Promise.all([openDatabase({ url, schemaName }), openDatabase({ url, schemaName })]);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query(`SELECT name FROM ${schemaName}.schema_migrations ORDER BY name`);
    expect(rows.map((r) => r.name)).toEqual(await migrationFiles());
    await client.query(`DROP SCHEMA ${schemaName} CASCADE`);
    await client.end();
    await Promise.all([a.close(), b.close()]);
  });
});
