import {
  addCardEndpoint,
  depositByCardEndpoint,
  depositByPaypalEndpoint,
  getCardsEndpoint,
  removeCardEndpoint,
  setDefaultCardEndpoint,
} from "@lotto/api";
import type { FastifyInstance } from "fastify";
import { idempotencyKey } from "../http/idempotency-key";
import { route } from "../http/route";
import {
  listCards,
  ownCard,
  removeCard,
  saveCard,
  setDefaultCard,
  toCard,
  tokeniseCard,
} from "../wallet/cards";
import { deposit } from "../wallet/deposit";

/** Saved cards and deposits by card or PayPal (issue 4 Money); all scoped to the token's player. */
export async function cardRoutes(app: FastifyInstance): Promise<void> {
  const cardsOf = async (playerId: string) =>
    (await listCards(app.db, playerId)).map((row) => toCard(row, app.clock.now()));

  route(app, getCardsEndpoint, async (request) => cardsOf(request.playerId));

  route(app, addCardEndpoint, async (request, { body }) => {
    const tokenised = await tokeniseCard(app, body.card);
    return toCard(await saveCard(app, request.playerId, tokenised, body.default), app.clock.now());
  });

  route(app, setDefaultCardEndpoint, async (request, { params }) => {
    await setDefaultCard(app.db, request.playerId, params.cardId);
    return cardsOf(request.playerId);
  });

  route(app, removeCardEndpoint, async (request, { params }) => {
    await removeCard(app.db, request.playerId, params.cardId);
    return { ok: true as const };
  });

  route(app, depositByCardEndpoint, async (request, { body }) => {
    const playerId = request.playerId;
    const saved = "card_id" in body ? await ownCard(app.db, playerId, body.card_id) : null;
    const typed = "card" in body ? await tokeniseCard(app, body.card) : null;
    const token = saved?.gatewayToken ?? typed!.token;
    return deposit(app, {
      playerId,
      amount: body.amount,
      method: "card",
      idempotencyKey: idempotencyKey(request),
      charge: (reference) => app.adapters.cardGateway.charge(token, body.amount, reference),
      // Spec §5: the card's default flag follows saveCard; only kept once the deposit succeeded.
      afterCredit: () =>
        typed && "save_card" in body && body.save_card
          ? saveCard(app, playerId, typed, true)
          : Promise.resolve(),
    });
  });

  route(app, depositByPaypalEndpoint, async (request, { body }) =>
    deposit(app, {
      playerId: request.playerId,
      amount: body.amount,
      method: "paypal",
      idempotencyKey: idempotencyKey(request),
      charge: (reference) => app.adapters.paypal.charge(body.nonce, body.amount, reference),
    }),
  );
}
