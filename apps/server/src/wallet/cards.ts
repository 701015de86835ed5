/** Saved cards (R-ENTITIES Card): brand, last four, expiry and the gateway token only; player-scoped. */

import { randomUUID } from "node:crypto";
import type { Card } from "@lotto/api";
import { and, asc, eq, ne } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Db, DbOrTx } from "../db";
import { cards } from "../db/schema/accounts";
import { toDate } from "../db/time";
import { HttpError, notFound, unprocessable } from "../http/http-error";
import { type CardGateway, isExpired, type TokenisedCard } from "../payments/card-gateway";

type CardRow = typeof cards.$inferSelect;

/** A stored card as the API shows it. */
export function toCard(row: CardRow, now: Temporal.Instant): Card {
  return {
    id: row.id,
    type: row.brand,
    formatted_number: `**** **** **** ${row.last4}`,
    expiry: row.expiry,
    default: row.isDefault,
    expired: isExpired(row.expiry, now),
  };
}

/** The player's cards, oldest first. */
export async function listCards(db: DbOrTx, playerId: string) {
  return db.select().from(cards).where(eq(cards.playerId, playerId)).orderBy(asc(cards.seq));
}

/** One of the player's cards, or 404 (another player's card id reads as unknown: no IDOR). */
export async function ownCard(db: DbOrTx, playerId: string, cardId: string): Promise<CardRow> {
  const [row] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.id, cardId), eq(cards.playerId, playerId)));
  if (!row) throw notFound();
  return row;
}

/** Text when a single-use card token cannot be redeemed. */
export const CARD_TOKEN_USED = "Please enter your card details again.";

/**
 * Redeems the browser's single-use card token with the gateway; 400 when it is unknown or used,
 * 422 when the card has expired.
 */
export async function redeemCardToken(
  gateway: CardGateway,
  singleUseToken: string,
  now: Temporal.Instant,
): Promise<TokenisedCard> {
  const card = await gateway.redeem(singleUseToken);
  if (!card) throw new HttpError(400, "CARD_TOKEN_INVALID", `card_token: ${CARD_TOKEN_USED}`);
  if (isExpired(card.expiry, now)) throw unprocessable("CARD_EXPIRED", "This card has expired.");
  return card;
}

/** Saves a tokenised card; the first card is always the default. */
export async function saveCard(
  db: Db,
  playerId: string,
  card: TokenisedCard,
  makeDefault: boolean | undefined,
  now: Temporal.Instant,
): Promise<CardRow> {
  return db.transaction(async (tx) => {
    const existing = await listCards(tx, playerId);
    const isDefault = makeDefault ?? existing.length === 0;
    const id = randomUUID();
    if (isDefault) await tx.update(cards).set({ isDefault: false }).where(eq(cards.playerId, playerId));
    const [row] = await tx
      .insert(cards)
      .values({
        id,
        playerId,
        brand: card.brand,
        last4: card.last4,
        expiry: card.expiry,
        isDefault: isDefault || existing.length === 0,
        gatewayToken: card.token,
        createdAt: toDate(now),
      })
      .returning();
    return row!;
  });
}

/** Makes one card the default and clears the flag on the others. */
export async function setDefaultCard(db: DbOrTx, playerId: string, cardId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await ownCard(tx, playerId, cardId);
    await tx
      .update(cards)
      .set({ isDefault: false })
      .where(and(eq(cards.playerId, playerId), ne(cards.id, cardId)));
    await tx.update(cards).set({ isDefault: true }).where(eq(cards.id, cardId));
  });
}

/** Removes a card; if it was the default, the oldest remaining card becomes the default. */
export async function removeCard(db: DbOrTx, playerId: string, cardId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await ownCard(tx, playerId, cardId);
    await tx.delete(cards).where(eq(cards.id, row.id));
    if (!row.isDefault) return;
    const [next] = await listCards(tx, playerId);
    if (next) await tx.update(cards).set({ isDefault: true }).where(eq(cards.id, next.id));
  });
}
