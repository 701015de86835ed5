import {
  getBalancesEndpoint,
  getLimitsEndpoint,
  getPaymentDetailsEndpoint,
  getPaypalClientTokenEndpoint,
  setSpendLimitEndpoint,
} from "@lotto/api";
import { SYSTEM_WEEKLY_SPEND_LIMIT } from "@lotto/core";
import type { FastifyInstance } from "fastify";
import { toDate } from "../db/time";
import { unprocessable } from "../http/http-error";
import { route } from "../http/route";
import { balancesOf } from "../wallet/balances";
import { readLimits, setPlayerLimit } from "../wallet/limits";
import { BANK_ACCOUNT, BPAY_BILLER_CODE, paymentReferenceOf } from "../wallet/payment-details";

/** Balance, limits and payment details of the logged-in player (R-ENTITIES, R-CALLS). */
export async function walletRoutes(app: FastifyInstance): Promise<void> {
  const limitsView = async (playerId: string) => {
    const state = await readLimits(app.db, playerId, app.clock.now());
    return {
      online_remaining_spend_limit: state.remaining,
      online_player_set_maximum_spend_limit: state.playerMax,
      online_system_set_maximum_spend_limit: SYSTEM_WEEKLY_SPEND_LIMIT,
      pending_player_set_maximum_spend_limit: state.pendingMax,
      pending_effective_at: state.pendingEffectiveAt ? toDate(state.pendingEffectiveAt).toISOString() : null,
    };
  };

  route(app, getBalancesEndpoint, async (request) => balancesOf(app.db, request.playerId));

  route(app, getLimitsEndpoint, async (request) => limitsView(request.playerId));

  route(app, setSpendLimitEndpoint, async (request, { body }) => {
    if (body.amount > SYSTEM_WEEKLY_SPEND_LIMIT) {
      const max = (SYSTEM_WEEKLY_SPEND_LIMIT / 100).toFixed(2);
      throw unprocessable("LIMIT_ABOVE_SYSTEM_MAXIMUM", `Your weekly limit cannot be more than $${max}.`);
    }
    await app.db.transaction((tx) => setPlayerLimit(tx, request.playerId, body.amount, app.clock.now()));
    return limitsView(request.playerId);
  });

  route(app, getPaymentDetailsEndpoint, async (request) => {
    const reference = await paymentReferenceOf(app.db, request.playerId);
    return {
      biller_code: BPAY_BILLER_CODE,
      reference,
      paypal_email: await app.adapters.paypal.accountEmail(request.playerId),
      bank_transfer: { ...BANK_ACCOUNT, reference },
    };
  });

  route(app, getPaypalClientTokenEndpoint, async (request) => ({
    client_token: await app.adapters.paypal.clientToken(request.playerId),
  }));
}
