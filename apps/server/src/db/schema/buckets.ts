/**
 * Drizzle tables of the closed-loop wallet (migration 0019, docs/decisions.md "Closed-loop wallet"); the
 * buckets themselves are columns of `wallets` and `ledger_entries` (accounts.ts).
 */
import { bigint, integer, pgTable, text } from "drizzle-orm/pg-core";
import { deposits, players } from "./accounts";
import { cents, instant } from "./columns";

/** The winnings a wallet opened with when buckets began, after its last entry of before then. */
export const bucketOpenings = pgTable("bucket_openings", {
  playerId: text("player_id")
    .primaryKey()
    .references(() => players.id),
  lastEntryId: bigint("last_entry_id", { mode: "number" }).notNull(),
  winnings: cents("winnings").notNull(),
});

/** Where a closure refund of a deposit stands. */
export type DepositRefundState = "pending" | "refunded" | "failed";

/** Who settled a closure refund: its provider's answer, or the operator paying it by hand. */
export type DepositRefundSettler = "provider" | "operator";

/**
 * Each refund of a deposit at closure, newest deposits first until the deposited money is gone; one the
 * provider could not take is retried with backoff (migration 0026, wallet/closure-refund-retry.ts).
 */
export const depositRefunds = pgTable("deposit_refunds", {
  id: text("id").primaryKey(),
  playerId: text("player_id")
    .notNull()
    .references(() => players.id),
  depositId: text("deposit_id")
    .notNull()
    .references(() => deposits.id),
  amount: cents("amount").notNull(),
  status: text("status").$type<DepositRefundState>().notNull(),
  createdAt: instant("created_at").notNull(),
  settledAt: instant("settled_at"),
  /** Sends tried so far (the closing request's included). */
  attempts: integer("attempts").notNull().default(0),
  /** When the next send is due (or a claimed send's lease ends); null when there is nothing to retry. */
  nextAttemptAt: instant("next_attempt_at"),
  lastError: text("last_error"),
  settledBy: text("settled_by").$type<DepositRefundSettler>(),
});
