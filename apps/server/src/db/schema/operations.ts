/**
 * Drizzle tables the operator and the live notifications use. Mirrors migrations 0016 to 0018;
 * `test/db/schema-matches.test.ts` checks every column exists in the migrated database.
 */
import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Remote config keys set at run time; each overrides the shipped default of that key. */
export const remoteConfigOverrides = pgTable("remote_config_overrides", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  updatedAt: instant("updated_at").notNull(),
});
