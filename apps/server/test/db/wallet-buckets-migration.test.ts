import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { describe, it } from "vitest";
import type { Db } from "../../src/db";
import { migrate } from "../../src/db/migrate";
import { pgliteRunner } from "../../src/db/open-database";
import * as schema from "../../src/db/schema";
import { expectMigratedWallets, migrateBeforeBuckets, writeLegacyWallets } from "./wallet-buckets-legacy";

// wallet-buckets-migration.pg.test.ts runs the same on PostgreSQL.
describe("migration 0019 on PGlite", () => {
  it("opens existing wallets' buckets from their ledgers, and the audit holds after", async () => {
    const client = new PGlite();
    const runner = pgliteRunner(client);
    await migrateBeforeBuckets(runner);
    await writeLegacyWallets(runner);
    await migrate(runner);
    await expectMigratedWallets(drizzle(client, { schema }) as unknown as Db);
    await client.close();
  }, 120_000);
});
