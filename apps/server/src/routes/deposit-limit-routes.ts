import { type DepositLimits, getDepositLimitsEndpoint, setDepositLimitEndpoint } from "@lotto/api";
import type { FastifyInstance } from "fastify";
import { toDate } from "../db/time";
import { route } from "../http/route";
import { depositCaps, readDepositAllowance, setDepositLimit } from "../wallet/deposit-limits";

/** The player's deposit limit and what they may deposit now (docs/api.md; docs/decisions.md "Deposit limits"). */
export async function depositLimitRoutes(app: FastifyInstance): Promise<void> {
  const caps = depositCaps(app.env);
  const view = async (playerId: string): Promise<DepositLimits> => {
    const { stored, allowance } = await readDepositAllowance(app.db, playerId, app.clock.now(), caps);
    return {
      limit: stored.limit,
      pending: stored.pending
        ? { limit: stored.pending.limit, effective_at: toDate(stored.pending.effectiveAt).toISOString() }
        : null,
      remaining_in_period: allowance.leftInPeriod,
      remaining_today: allowance.leftToday,
      available_now: allowance.maximumNow,
      system_maximum_deposit: caps.perDeposit,
      system_maximum_per_day: caps.perDay,
    };
  };

  route(app, getDepositLimitsEndpoint, async (request) => view(request.playerId));

  route(app, setDepositLimitEndpoint, async (request, { body }) => {
    await app.db.transaction((tx) => setDepositLimit(tx, request.playerId, body.limit, app.clock.now()));
    return view(request.playerId);
  });
}
