/**
 * Drizzle tables of the shop's run time (migration 0044): settings an admin switches while the shop
 * runs, the alerts staff are sent, and the withdrawal batches exported as ABA files.
 */
import { bigserial, integer, pgTable, text } from "drizzle-orm/pg-core";
import { cents, instant, jsonValue } from "./columns";

/** A run-time setting; a key never set here takes its boot default (operator/runtime-settings.ts). */
export const runtimeSettings = pgTable("runtime_settings", {
  key: text("key").primaryKey(),
  value: jsonValue("value").notNull(),
  updatedAt: instant("updated_at").notNull(),
  updatedBy: text("updated_by"),
});

/** What staff are told of (operator/staff-alerts.ts). */
export type StaffAlertKind =
  | "callback"
  | "identity_review"
  | "large_claim"
  | "large_withdrawal"
  | "client_error_burst";

/** One alert raised for a role's distribution list; `dedupeKey` makes it once across instances. */
export const staffAlerts = pgTable("staff_alerts", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  dedupeKey: text("dedupe_key").notNull().unique(),
  kind: text("kind").$type<StaffAlertKind>().notNull(),
  role: text("role").$type<"support" | "finance" | "draws" | "admin">().notNull(),
  subject: text("subject").notNull(),
  createdAt: instant("created_at").notNull(),
});

/** An exported ABA direct-entry batch: its withdrawals are paid, and the file is kept to download again. */
export const withdrawalBatches = pgTable("withdrawal_batches", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  createdAt: instant("created_at").notNull(),
  createdBy: text("created_by"),
  payments: integer("payments").notNull(),
  total: cents("total").notNull(),
  file: text("file").notNull(),
});
