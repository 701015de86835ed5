/**
 * Drizzle tables of the operator's audit trail, dual control and player notes. Mirrors
 * `migrations/0042_operator_audit.sql`; `test/db/schema-matches.test.ts` checks every column exists.
 */
import { bigint, bigserial, pgTable, text } from "drizzle-orm/pg-core";
import { cents, instant, jsonValue } from "./columns";

/** Where an operator acted from: the console in a browser or the CLI with the operator token. */
export type OperatorVia = "console" | "cli";

/** One operator action (append-only: the database refuses UPDATE and DELETE). */
export const operatorAudit = pgTable("operator_audit", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  at: instant("at").notNull(),
  operatorId: text("operator_id").notNull(),
  operatorEmail: text("operator_email").notNull(),
  operatorRole: text("operator_role").notNull(),
  ip: text("ip").notNull(),
  via: text("via").$type<OperatorVia>().notNull(),
  action: text("action").notNull(),
  playerId: text("player_id"),
  input: jsonValue("input").notNull(),
  before: jsonValue("before"),
  after: jsonValue("after"),
  approvalId: bigint("approval_id", { mode: "number" }),
});

/** Where an approval is. */
export type ApprovalState = "pending" | "approved" | "declined";

/** An action waiting for a second operator's approval, with the input it runs with. */
export const operatorApprovals = pgTable("operator_approvals", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  action: text("action").notNull(),
  input: jsonValue("input").notNull(),
  summary: text("summary").notNull(),
  amount: cents("amount"),
  playerId: text("player_id"),
  requestedBy: text("requested_by").notNull(),
  requestedByEmail: text("requested_by_email").notNull(),
  requestedAt: instant("requested_at").notNull(),
  state: text("state").$type<ApprovalState>().notNull().default("pending"),
  decidedBy: text("decided_by"),
  decidedByEmail: text("decided_by_email"),
  decidedAt: instant("decided_at"),
  declineReason: text("decline_reason"),
});

/** Customer services' notes on a player (append-only). */
export const playerNotes = pgTable("player_notes", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  playerId: text("player_id").notNull(),
  authorId: text("author_id").notNull(),
  authorEmail: text("author_email").notNull(),
  body: text("body").notNull(),
  createdAt: instant("created_at").notNull(),
});
