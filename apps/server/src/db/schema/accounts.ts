/**
 * Drizzle tables of the accounts and wallet domain (R-SERVER). Mirrors `migrations/0001_accounts.sql`;
 * `test/db/schema-matches.test.ts` checks every table and column exists in the migrated database.
 */

import type { DepositLimitPeriod } from "@lotto/core";
import { bigserial, boolean, date, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { cents, instant } from "./columns";

/**
 * Lifecycle of a player account (R-LOGIN-CODES); PRS is an in-store account not yet upgraded; LOCKED an
 * active account customer services locked (operator/player-actions.ts): no login, every session ended.
 */
export type PlayerStatus = "PRS" | "PENDING_KYC" | "PENDING_ACTIVATION" | "ACTIVE" | "LOCKED" | "CLOSED";

/** A postal address as stored. */
export interface StoredAddress {
  street: string;
  suburb: string;
  postcode: string;
  state: string;
}

/** Players: credentials, personal details, prompt flags, lockout and self-exclusion. */
export const players = pgTable("players", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  firstname: text("firstname").notNull(),
  lastname: text("lastname").notNull(),
  dateOfBirth: date("date_of_birth", { mode: "string" }).notNull(),
  mobile: text("mobile").notNull(),
  address: jsonb("address").$type<StoredAddress>().notNull(),
  status: text("status").$type<PlayerStatus>().notNull(),
  securityQuestionId: integer("security_question_id").notNull(),
  securityAnswerHash: text("security_answer_hash").notNull(),
  failedLogins: integer("failed_logins").notNull().default(0),
  lockedUntil: instant("locked_until"),
  /** Password checks claimed and not finished (migration 0007, accounts/password-attempts.ts). */
  passwordChecksInFlight: integer("password_checks_in_flight").notNull().default(0),
  passwordCheckStartedAt: instant("password_check_started_at"),
  termsAccepted: boolean("terms_accepted").notNull().default(false),
  privacyAccepted: boolean("privacy_accepted").notNull().default(false),
  /** The versions accepted, recorded by a trigger whenever acceptance is set (migration 0018). */
  termsVersion: integer("terms_version").notNull().default(0),
  privacyVersion: integer("privacy_version").notNull().default(0),
  productTourPrompted: boolean("product_tour_prompted").notNull().default(false),
  shouldPromptNotification: boolean("should_prompt_notification").notNull().default(true),
  passwordChangedAt: instant("password_changed_at").notNull(),
  /** Session tokens carry it; a password reset moves it on, ending every session (migration 0003). */
  sessionGeneration: integer("session_generation").notNull().default(0),
  /** The session a password change kept alive while ending the others (migration 0007). */
  keptSessionJti: text("kept_session_jti"),
  selfExcludedUntil: instant("self_excluded_until"),
  createdAt: instant("created_at").notNull(),
  /** An in-store account's card number, the proof its upgrade asks for (migration 0014). */
  prsCardNumber: text("prs_card_number").unique(),
});

/** Hashed single-use tokens of activation and password-reset links. */
export const oneTimeTokens = pgTable("one_time_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  playerId: text("player_id")
    .notNull()
    .references(() => players.id),
  purpose: text("purpose").$type<"activation" | "reset">().notNull(),
  expiresAt: instant("expires_at").notNull(),
  usedAt: instant("used_at"),
});

/** Token ids ended by logout, kept until they would have expired anyway. */
export const revokedSessions = pgTable("revoked_sessions", {
  jti: text("jti").primaryKey(),
  expiresAt: instant("expires_at").notNull(),
});

/**
 * One balance per player; always equals the sum of the player's ledger entries. Of it, `winnings` are
 * withdrawable and the rest is deposited money (migration 0019, docs/decisions.md "Closed-loop wallet").
 */
export const wallets = pgTable("wallets", {
  playerId: text("player_id")
    .primaryKey()
    .references(() => players.id),
  balance: cents("balance").notNull().default(0),
  winnings: cents("winnings").notNull().default(0),
});

/**
 * Kinds of ledger entry (R-SERVER Money; withdrawal and reversal: migration 0011; deposit_refund, the
 * deposited money refunded at closure: migration 0019).
 */
export type LedgerKind =
  | "deposit"
  | "purchase"
  | "refund"
  | "winning"
  | "adjustment"
  | "withdrawal"
  | "reversal"
  | "deposit_refund";

/** The append-only money ledger: signed cents, debits negative. */
export const ledgerEntries = pgTable("ledger_entries", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  playerId: text("player_id")
    .notNull()
    .references(() => players.id),
  kind: text("kind").$type<LedgerKind>().notNull(),
  amount: cents("amount").notNull(),
  balanceAfter: cents("balance_after").notNull(),
  reference: text("reference").notNull(),
  createdAt: instant("created_at").notNull(),
  /** How the entry moved each bucket (they add up to `amount`); null on entries before migration 0019. */
  depositedAmount: cents("deposited_amount"),
  winningsAmount: cents("winnings_amount"),
  winningsAfter: cents("winnings_after"),
});

/** The player's own weekly maximum and a pending raise (R-ENTITIES User limits). */
export const spendLimits = pgTable("spend_limits", {
  playerId: text("player_id")
    .primaryKey()
    .references(() => players.id),
  playerMax: cents("player_max"),
  pendingMax: cents("pending_max"),
  pendingEffectiveAt: instant("pending_effective_at"),
});

/** The player's own deposit limit and a looser change waiting 7 days (migration 0020). */
export const depositLimits = pgTable("deposit_limits", {
  playerId: text("player_id")
    .primaryKey()
    .references(() => players.id),
  period: text("period").$type<DepositLimitPeriod>(),
  amount: cents("amount"),
  pendingPeriod: text("pending_period").$type<DepositLimitPeriod>(),
  pendingAmount: cents("pending_amount"),
  /** Set with no pending period: the limit is removed from then. */
  pendingEffectiveAt: instant("pending_effective_at"),
});

/** Saved cards: brand, last four, expiry and the gateway's token; never the number. */
export const cards = pgTable("cards", {
  id: text("id").primaryKey(),
  playerId: text("player_id")
    .notNull()
    .references(() => players.id),
  brand: text("brand").notNull(),
  last4: text("last4").notNull(),
  expiry: text("expiry").notNull(),
  isDefault: boolean("is_default").notNull().default(false),
  gatewayToken: text("gateway_token").notNull(),
  createdAt: instant("created_at").notNull(),
  /** Insertion order (migration 0002). */
  seq: bigserial("seq", { mode: "number" }).notNull(),
});

/** Where a deposit is: recorded before the gateway is called, then completed or failed (migration 0009). */
export type DepositStatus = "pending" | "completed" | "failed";

/**
 * Deposits; (player, Idempotency-Key) is unique among those that did not fail, so a retry returns the
 * first result and a failed one frees its key.
 */
export const deposits = pgTable("deposits", {
  id: text("id").primaryKey(),
  playerId: text("player_id")
    .notNull()
    .references(() => players.id),
  method: text("method").$type<"card" | "paypal" | "bpay" | "bank_transfer">().notNull(),
  amount: cents("amount").notNull(),
  idempotencyKey: text("idempotency_key"),
  createdAt: instant("created_at").notNull(),
  status: text("status").$type<DepositStatus>().notNull().default("completed"),
  /** The gateway's answer (a PaymentOutcome), or `not_charged` when it never saw the charge. */
  outcome: text("outcome"),
  settledAt: instant("settled_at"),
});

/** Emails waiting for (or already given to) SMTP; the dev mailbox lists them (docs/decisions.md#d7). */
export const outbox = pgTable("outbox", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  recipient: text("recipient").notNull(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  link: text("link"),
  createdAt: instant("created_at").notNull(),
  sentAt: instant("sent_at"),
  /** Failed deliveries so far; retried with backoff until sent or given up (migration 0008). */
  attempts: integer("attempts").notNull().default(0),
  /** When the next delivery is due; null once sent or given up. */
  nextAttemptAt: instant("next_attempt_at"),
  lastError: text("last_error"),
});

/** Ratings and comments players leave. */
export const feedback = pgTable("feedback", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  playerId: text("player_id")
    .notNull()
    .references(() => players.id),
  rating: integer("rating").notNull(),
  comment: text("comment"),
  kind: text("kind").notNull(),
  createdAt: instant("created_at").notNull(),
});

/** When a player was last prompted for feedback after a purchase or deposit. */
export const feedbackPrompts = pgTable(
  "feedback_prompts",
  {
    playerId: text("player_id")
      .notNull()
      .references(() => players.id),
    kind: text("kind").notNull(),
    promptedAt: instant("prompted_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.kind] })],
);

/** Callback requests for customer services. */
export const callbackRequests = pgTable("callback_requests", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  playerId: text("player_id")
    .notNull()
    .references(() => players.id),
  phone: text("phone").notNull(),
  preferredTime: text("preferred_time").notNull(),
  reason: text("reason"),
  createdAt: instant("created_at").notNull(),
  /** When customer services marked it done (migration 0016); null while open. */
  doneAt: instant("done_at"),
});
