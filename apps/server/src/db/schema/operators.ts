/** Operator accounts, console sessions and CLI tokens (migration 0040, docs/security.md "Operator console"). */
import type { OperatorRole } from "@lotto/api";
import { bigint, integer, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "./columns";

/** An operator account: one role, argon2id password, optional TOTP, the players' lockout columns. */
export const operators = pgTable("operators", {
  id: text("id").primaryKey(),
  email: text("email").notNull(),
  role: text("role").$type<OperatorRole>().notNull(),
  passwordHash: text("password_hash").notNull(),
  totpSecret: text("totp_secret"),
  totpLastStep: bigint("totp_last_step", { mode: "number" }),
  status: text("status").$type<"active" | "disabled">().notNull().default("active"),
  failedLogins: integer("failed_logins").notNull().default(0),
  lockedUntil: instant("locked_until"),
  passwordChecksInFlight: integer("password_checks_in_flight").notNull().default(0),
  passwordCheckStartedAt: instant("password_check_started_at"),
  createdAt: instant("created_at").notNull(),
  createdBy: text("created_by"),
  disabledAt: instant("disabled_at"),
});

/** A console session, by the SHA-256 of its cookie's id. */
export const operatorSessions = pgTable("operator_sessions", {
  idHash: text("id_hash").primaryKey(),
  operatorId: text("operator_id").notNull(),
  createdAt: instant("created_at").notNull(),
  lastSeenAt: instant("last_seen_at").notNull(),
});

/** A CLI token, by its SHA-256. */
export const operatorTokens = pgTable("operator_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  operatorId: text("operator_id").notNull(),
  createdAt: instant("created_at").notNull(),
  lastUsedAt: instant("last_used_at"),
});
