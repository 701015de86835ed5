/**
 * Drizzle tables of the play domain (R-ENTITIES, R-DRAW-ENGINE): draws, purchase groups, tickets, per-draw
 * outcomes, favourites and dividends. Mirrors `migrations/0100_play.sql`, `0101_*.sql`, `0102_*.sql` and
 * `0105_*.sql`.
 */
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { cents, instantText } from "./columns";

/** Status of a draw in the calendar (R-DRAW-ENGINE). */
export type DrawStatus = "open" | "closed" | "drawn" | "settled";

/** The draw calendar: one row per game draw, with its commitment, seed and numbers. */
export const draws = pgTable(
  "draws",
  {
    gameId: integer("game_id").notNull(),
    drawNumber: integer("draw_number").notNull(),
    salesClose: instantText("sales_close").notNull(),
    drawTime: instantText("draw_time").notNull(),
    status: text("status").$type<DrawStatus>().notNull().default("open"),
    commitment: text("commitment").notNull(),
    seed: text("seed").notNull(),
    winning: integer("winning").array(),
    supplementary: integer("supplementary").array(),
    powerball: integer("powerball"),
    jackpot: cents("jackpot").notNull().default(0),
    jackpotText: text("jackpot_text").notNull().default("To be confirmed"),
    divisions: jsonb("divisions"),
    divisionMatrix: jsonb("division_matrix"),
    drawnAt: instantText("drawn_at"),
    settledAt: instantText("settled_at"),
    /** Set when the draw is a special draw (R-ENTITIES specialEvents title and description). */
    specialTitle: text("special_title"),
    specialDescription: text("special_description"),
    /** An extra draw an operator scheduled off the regular numbering (an odd Saturday Lotto number). */
    extra: boolean("extra").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.drawNumber] }),
    index("draws_status_close").on(t.status, t.salesClose),
  ],
);

/** Status of a purchase group (R-STATES purchase polling). */
export type PurchaseGroupStatus = "PENDING" | "COMPLETED" | "COMPLETED_WITH_ERRORS" | "FAILED";

/** One purchase submission: the group id the client polls. */
export const purchaseGroups = pgTable(
  "purchase_groups",
  {
    id: text("id").primaryKey(),
    playerId: text("player_id").notNull(),
    idempotencyKey: text("idempotency_key"),
    status: text("status").$type<PurchaseGroupStatus>().notNull(),
    total: cents("total").notNull().default(0),
    message: text("message"),
    createdAt: instantText("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("purchase_groups_idempotency").on(t.playerId, t.idempotencyKey)],
);

/** A ticket (coupon) of a purchase group; `status` holds the play-history codes of R-ENTITIES. */
export const tickets = pgTable(
  "tickets",
  {
    id: text("id").primaryKey(),
    groupId: text("group_id")
      .notNull()
      .references(() => purchaseGroups.id),
    position: integer("position").notNull(),
    playerId: text("player_id").notNull(),
    gameId: integer("game_id").notNull(),
    coupon: jsonb("coupon").notNull(),
    drawNumbers: integer("draw_numbers").array().notNull(),
    cost: cents("cost").notNull(),
    status: integer("status").notNull(),
    message: text("message"),
    prize: cents("prize").notNull().default(0),
    createdAt: instantText("created_at").notNull().defaultNow(),
    /** The ticket an add-on game rides on (migration 0105); null for every other ticket. */
    addOnOf: text("add_on_of").references((): AnyPgColumn => tickets.id),
  },
  (t) => [
    index("tickets_player").on(t.playerId, t.createdAt.desc()),
    index("tickets_group").on(t.groupId, t.position),
  ],
);

/** One row per ticket and covered draw; settlement marks it settled with the prize won. */
export const ticketDraws = pgTable(
  "ticket_draws",
  {
    ticketId: text("ticket_id")
      .notNull()
      .references(() => tickets.id),
    gameId: integer("game_id").notNull(),
    drawNumber: integer("draw_number").notNull(),
    settled: boolean("settled").notNull().default(false),
    prize: cents("prize").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.ticketId, t.drawNumber] }),
    index("ticket_draws_draw").on(t.gameId, t.drawNumber, t.settled),
  ],
);

/** A player's saved favourite coupon (R-ENTITIES Favourite). */
export const favourites = pgTable(
  "favourites",
  {
    id: serial("id").primaryKey(),
    playerId: text("player_id").notNull(),
    name: text("name").notNull(),
    coupon: jsonb("coupon").notNull(),
    lastUpdated: instantText("last_updated").notNull().defaultNow(),
  },
  (t) => [index("favourites_player").on(t.playerId, t.lastUpdated.desc())],
);

/** Dividend of one division of one draw (R-DRAW-ENGINE). */
export const dividends = pgTable(
  "dividends",
  {
    gameId: integer("game_id").notNull(),
    drawNumber: integer("draw_number").notNull(),
    division: integer("division").notNull(),
    each: cents("each").notNull(),
    winners: integer("winners").notNull(),
    pool: cents("pool").notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.drawNumber, t.division] })],
);
