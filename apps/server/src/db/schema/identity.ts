/** Drizzle table of identity reviews (migration 0022, docs/identity.md). */

import { bigserial, date, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { players, type StoredAddress } from "./accounts";
import { instant } from "./columns";

/** An operator's decision on a review. */
export type ReviewDecision = "approved" | "rejected";

/** One sign-up's details as submitted for review, and the operator's decision on them. */
export const identityReviews = pgTable("identity_reviews", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  playerId: text("player_id")
    .notNull()
    .references(() => players.id),
  firstname: text("firstname").notNull(),
  lastname: text("lastname").notNull(),
  dateOfBirth: date("date_of_birth", { mode: "string" }).notNull(),
  address: jsonb("address").$type<StoredAddress>().notNull(),
  submittedAt: instant("submitted_at").notNull(),
  decision: text("decision").$type<ReviewDecision>(),
  reason: text("reason"),
  decidedAt: instant("decided_at"),
});
