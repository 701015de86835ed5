/** State every server instance shares (migration 0007, docs/security.md). */
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Generated secrets (the token secret when JWT_SECRET is not set), one row per name. */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
});

/** Fixed-window counters of the rate-limited calls, one per bucket (route × address or account). */
export const rateLimits = pgTable("rate_limits", {
  bucket: text("bucket").primaryKey(),
  windowStart: instant("window_start").notNull(),
  hits: integer("hits").notNull(),
});
