/**
 * Drizzle tables the operator and the live notifications use. Mirrors migrations 0016 to 0018, 0023, 0028, 0029 and 0103;
 * `test/db/schema-matches.test.ts` checks every column exists in the migrated database.
 */
import type { AutoplaySkipReason, PlayerNotificationKind, PushChoice } from "@lotto/core";
import { bigserial, boolean, integer, pgTable, primaryKey, text, unique } from "drizzle-orm/pg-core";
import { cents, instant, jsonValue } from "./columns";

/** Remote config keys set at run time; each overrides the shipped default of that key. */
export const remoteConfigOverrides = pgTable("remote_config_overrides", {
  key: text("key").primaryKey(),
  value: jsonValue("value").notNull(),
  updatedAt: instant("updated_at").notNull(),
});

/** The notification centre's rows: a draw without a win, a win, a jackpot alert (migrations 0017, 0028). */
export const notifications = pgTable(
  "notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    playerId: text("player_id").notNull(),
    kind: text("kind").$type<PlayerNotificationKind>().notNull(),
    gameId: integer("game_id").notNull(),
    drawNumber: integer("draw_number").notNull(),
    amount: cents("amount"),
    createdAt: instant("created_at").notNull(),
    readAt: instant("read_at"),
    ticketId: text("ticket_id"),
    claimAmount: cents("claim_amount"),
    /** Why the player's autoplays skipped the draw (an `autoplay-skipped` row only; migration 0103). */
    reason: text("reason").$type<AutoplaySkipReason>(),
    /** Still to be fanned out to the player's devices (migration 0029: every new row is). */
    pushDue: boolean("push_due").notNull().default(true),
  },
  (t) => [unique().on(t.playerId, t.kind, t.gameId, t.drawNumber)],
);

/** The browser permission answer a player gave and their jackpot alert threshold in cents. */
export const notificationSettings = pgTable("notification_settings", {
  playerId: text("player_id").primaryKey(),
  permission: text("permission").$type<"granted" | "denied" | "default">(),
  jackpotThreshold: cents("jackpot_threshold"),
  /** The pushes chosen (migration 0029); null: never chosen, every choice on. */
  pushChoices: text("push_choices").array().$type<PushChoice[]>(),
});

/** Hashes of single-use stream tickets, each valid for a minute. */
export const streamTickets = pgTable("stream_tickets", {
  ticketHash: text("ticket_hash").primaryKey(),
  playerId: text("player_id").notNull(),
  expiresAt: instant("expires_at").notNull(),
  sessionExpiresAt: instant("session_expires_at").notNull(),
  sessionJti: text("session_jti").notNull(),
  sessionGeneration: integer("session_generation").notNull(),
});

/** Published versions of the terms and conditions and the privacy policy (version 1 ships in code). */
export const legalDocuments = pgTable(
  "legal_documents",
  {
    kind: text("kind").$type<"terms" | "privacy">().notNull(),
    version: integer("version").notNull(),
    body: text("body").notNull(),
    publishedAt: instant("published_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.version] })],
);
