import {
  addCardEndpoint,
  depositByCardEndpoint,
  depositByPaypalEndpoint,
  getCardsEndpoint,
  removeCardEndpoint,
  setDefaultCardEndpoint,
} from "@lotto/api";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { idempotencyKey } from "../http/idempotency-key";
import { route } from "../http/route";
import type { TokenisedCard } from "../payments/card-gateway";
import {
  listCards,
  ownCard,
  redeemCardToken,
  removeCard,
  saveCard,
  setDefaultCard,
  toCard,
} from "../wallet/cards";
import { deposit } from "../wallet/deposit";
import { depositCaps } from "../wallet/deposit-limits";

/** Saved cards and deposits by card or PayPal (R-SERVER Money); all scoped to the token's player. */
export async function cardRoutes(app: FastifyInstance): Promise<void> {
  const settings = (request: FastifyRequest) => ({
    minimum: app.env.MINIMUM_DEPOSIT_AMOUNT,
    caps: depositCaps(app.env),
    log: request.log,
  });
  const cardsOf = async (playerId: string) =>
    (await listCards(app.db, playerId)).map((row) => toCard(row, app.clock.now()));

  route(app, getCardsEndpoint, async (request) => cardsOf(request.playerId));

  route(app, addCardEndpoint, async (request, { body }) => {
    const now = app.clock.now();
    const card = await redeemCardToken(app.adapters.cardGateway, body.card_token, now);
    return toCard(await saveCard(app.db, request.playerId, card, body.default, now), now);
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
    app.assertGeoAllowed(request);
    const playerId = request.playerId;
    const saved = "card_id" in body ? await ownCard(app.db, playerId, body.card_id) : null;
    let typed: TokenisedCard | null = null;
    const now = app.clock.now();
    return deposit(
      app.db,
      {
        playerId,
        amount: body.amount,
        method: "card",
        idempotencyKey: idempotencyKey(request),
        // A typed card's single-use token is redeemed only by a new deposit: a replay charges nothing.
        charge: async (reference) => {
          if ("card_token" in body)
            typed = await redeemCardToken(app.adapters.cardGateway, body.card_token, now);
          return app.adapters.cardGateway.charge(saved?.gatewayToken ?? typed!.token, body.amount, reference);
        },
        // R-VALIDATION: the card's default flag follows saveCard; only kept once the deposit succeeded.
        afterCredit: () =>
          typed && "save_card" in body && body.save_card
            ? saveCard(app.db, playerId, typed, true, now)
            : Promise.resolve(),
      },
      now,
      settings(request),
    );
  });

  route(app, depositByPaypalEndpoint, async (request, { body }) => {
    app.assertGeoAllowed(request);
    return deposit(
      app.db,
      {
        playerId: request.playerId,
        amount: body.amount,
        method: "paypal",
        idempotencyKey: idempotencyKey(request),
        charge: (reference) => app.adapters.paypal.charge(body.nonce, body.amount, reference),
      },
      app.clock.now(),
      settings(request),
    );
  });
}
