/**
 * Drizzle tables of bank accounts and withdrawals (migrations 0011, 0021 and 0044, docs/api.md "Withdrawals").
 */

import type { WithdrawalHold } from "@lotto/core";
import { bigint, pgTable, text, unique } from "drizzle-orm/pg-core";
import { players } from "./accounts";
import { cents, instant } from "./columns";

/** The account a player's withdrawals are paid to. */
export const bankAccounts = pgTable("bank_accounts", {
  playerId: text("player_id")
    .primaryKey()
    .references(() => players.id),
  bsb: text("bsb").notNull(),
  accountNumber: text("account_number").notNull(),
  accountName: text("account_name").notNull(),
  updatedAt: instant("updated_at").notNull(),
  /** When a withdrawal can first go to it: a day after it was added or changed (migration 0021). */
  withdrawableFrom: instant("withdrawable_from").notNull(),
});

/** Where a withdrawal stands. */
export type WithdrawalState = "pending" | "held" | "paid" | "rejected" | "cancelled";

/** Withdrawals: debited as pending, then paid or rejected by the operator, or cancelled by the player. */
export const withdrawals = pgTable(
  "withdrawals",
  {
    id: text("id").primaryKey(),
    playerId: text("player_id")
      .notNull()
      .references(() => players.id),
    amount: cents("amount").notNull(),
    bsb: text("bsb").notNull(),
    accountNumber: text("account_number").notNull(),
    accountName: text("account_name").notNull(),
    status: text("status").$type<WithdrawalState>().notNull(),
    reason: text("reason"),
    /** Why a withdrawal was held for the operator (status `held`); kept once it is decided. */
    hold: text("hold").$type<WithdrawalHold>(),
    idempotencyKey: text("idempotency_key"),
    requestedAt: instant("requested_at").notNull(),
    decidedAt: instant("decided_at"),
    /** The ABA batch that paid it (migration 0044); null when paid by hand or not paid. */
    batchId: bigint("batch_id", { mode: "number" }),
  },
  (t) => [unique().on(t.playerId, t.idempotencyKey)],
);
