/** Errors the web app reported (migration 0010); the operator lists recent ones. */
import { bigserial, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "./columns";

/** One reported client error, with the id of the request that reported it (as in the log line). */
export const clientErrors = pgTable("client_errors", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  requestId: text("request_id").notNull(),
  kind: text("kind").notNull(),
  message: text("message").notNull(),
  stack: text("stack"),
  url: text("url").notNull(),
  release: text("release"),
  userAgent: text("user_agent"),
  createdAt: instant("created_at").notNull(),
});
