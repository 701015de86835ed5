/**
 * Drizzle tables of incoming bank payments (migration 0006, docs/api.md `POST /payments/bank-credit`)
 * and of failed deposits given back (migration 0025), and Braintree notifications (migration 0027).
 */
import { pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { deposits, players } from "./accounts";
import { cents, instant } from "./columns";

/** The BPAY / bank-transfer reference each player was shown; unique so a payment finds one wallet. */
export const paymentReferences = pgTable("payment_references", {
  playerId: text("player_id")
    .primaryKey()
    .references(() => players.id),
  reference: text("reference").notNull().unique(),
});

/** One row per credited bank transaction: (channel, bank transaction id) makes retries no-ops. */
export const bankCredits = pgTable(
  "bank_credits",
  {
    channel: text("channel").$type<"bpay" | "bank_transfer">().notNull(),
    transactionId: text("transaction_id").notNull(),
    playerId: text("player_id")
      .notNull()
      .references(() => players.id),
    reference: text("reference").notNull(),
    amount: cents("amount").notNull(),
    depositId: text("deposit_id")
      .notNull()
      .references(() => deposits.id),
    createdAt: instant("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.channel, t.transactionId] })],
);

/**
 * A failed deposit whose charge the gateway kept, given back by reconciliation (migration 0025,
 * wallet/deposit-reversals.ts): one row per deposit, so it is refunded once and never credited.
 */
export const depositReversals = pgTable("deposit_reversals", {
  depositId: text("deposit_id")
    .primaryKey()
    .references(() => deposits.id),
  amount: cents("amount").notNull(),
  status: text("status").$type<"pending" | "refunded" | "not_refundable">().notNull(),
  createdAt: instant("created_at").notNull(),
  /** When an instance last called the gateway for it: a lease the others wait out. */
  attemptAt: instant("attempt_at"),
  settledAt: instant("settled_at"),
});

/** Braintree webhook notifications kept for the operator (migration 0027, wallet/braintree-notifications.ts). */
export const braintreeNotifications = pgTable("braintree_notifications", {
  /** SHA-256 of the signed payload: the same notification sent again is one row. */
  id: text("id").primaryKey(),
  kind: text("kind").notNull(),
  /** The dispute's or the transaction's Braintree id. */
  subjectId: text("subject_id").notNull(),
  sentAt: instant("sent_at").notNull(),
  receivedAt: instant("received_at").notNull(),
});
