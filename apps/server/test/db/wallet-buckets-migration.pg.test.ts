import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, it } from "vitest";
import { openDatabase } from "../../src/db";
import type { SqlRunner } from "../../src/db/migrate";
import { expectMigratedWallets, migrateBeforeBuckets, writeLegacyWallets } from "./wallet-buckets-legacy";

// wallet-buckets-migration.test.ts runs the same on PGlite.
const url = process.env.TEST_DATABASE_URL!;

describe("migration 0019 on PostgreSQL", () => {
  it("opens existing wallets' buckets from their ledgers, and the audit holds after", async () => {
    const schemaName = `wb_${randomBytes(5).toString("hex")}`;
    const client = new pg.Client({ connectionString: url, options: `-c search_path=${schemaName}` });
    await client.connect();
    try {
      await client.query(`CREATE SCHEMA ${schemaName}`);
      const runner: SqlRunner = {
        exec: async (sql) => void (await client.query(sql)),
        rows: async (sql) => (await client.query(sql)).rows,
      };
      await migrateBeforeBuckets(runner);
      await writeLegacyWallets(runner);
      const database = await openDatabase({ url, schemaName });
      try {
        await expectMigratedWallets(database.db);
      } finally {
        await database.close();
      }
    } finally {
      await client.query(`DROP SCHEMA IF EXISTS ${schemaName} CASCADE`);
      await client.end();
    }
  }, 120_000);
});
