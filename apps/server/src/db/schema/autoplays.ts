/** Drizzle tables of autoplay (docs/decisions.md "Autoplay"). Mirrors `migrations/0103_autoplays.sql`. */
import type { AutoplaySkipReason } from "@lotto/core";
import { index, integer, jsonb, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";
import { cents, instantText } from "./columns";

/** An autoplay's stored status; `finished` on the wire is an active one with no draws left. */
export type AutoplayStatus = "active" | "paused" | "cancelled";

/** A player's autoplay: the entry, its trigger, its state and the last draw it decided. */
export const autoplays = pgTable(
  "autoplays",
  {
    id: serial("id").primaryKey(),
    playerId: text("player_id").notNull(),
    gameId: integer("game_id").notNull(),
    coupon: jsonb("coupon").notNull(),
    day: text("day"),
    triggerKind: text("trigger_kind").$type<"every-draw" | "jackpot-at-least">().notNull(),
    threshold: cents("threshold"),
    status: text("status").$type<AutoplayStatus>().notNull(),
    pausedBy: text("paused_by").$type<"player" | "self-exclusion">(),
    draws: integer("draws"),
    drawsLeft: integer("draws_left"),
    lastDecidedDraw: integer("last_decided_draw"),
    createdAt: instantText("created_at").notNull(),
    updatedAt: instantText("updated_at").notNull(),
  },
  (t) => [
    index("autoplays_player").on(t.playerId, t.id.desc()),
    index("autoplays_due").on(t.gameId, t.status, t.lastDecidedDraw),
  ],
);

/** One draw an autoplay decided: bought (its ticket) or skipped (why); once per autoplay and draw. */
export const autoplayRuns = pgTable(
  "autoplay_runs",
  {
    autoplayId: integer("autoplay_id").notNull(),
    drawNumber: integer("draw_number").notNull(),
    playerId: text("player_id").notNull(),
    gameId: integer("game_id").notNull(),
    outcome: text("outcome").$type<"bought" | "skipped">().notNull(),
    ticketId: text("ticket_id"),
    cost: cents("cost"),
    reason: text("reason").$type<AutoplaySkipReason>(),
    at: instantText("at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.autoplayId, t.drawNumber] })],
);
