/** State every server instance shares (migration 0007, docs/security.md). */

import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "./columns";

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
