import {
  cancelWithdrawalEndpoint,
  createWithdrawalEndpoint,
  getBankAccountEndpoint,
  getSpendWeeksEndpoint,
  getStatementEndpoint,
  getTransactionsEndpoint,
  getWithdrawalsEndpoint,
  setBankAccountEndpoint,
} from "@lotto/api";
import type { FastifyInstance } from "fastify";
import { changeBankAccount } from "../accounts/bank-account-change";
import { idempotencyKey } from "../http/idempotency-key";
import { accountOfToken } from "../http/rate-limit";
import { route } from "../http/route";
import { bankAccountOf } from "../wallet/bank-accounts";
import { spendWeeks } from "../wallet/spend-weeks";
import { monthStatement } from "../wallet/statement";
import { listTransactions } from "../wallet/transactions";
import { cancelWithdrawal, requestWithdrawal, withdrawalsView } from "../wallet/withdrawals";

/**
 * The wallet's record and withdrawals (docs/api.md "Transactions", "Withdrawals"): transaction list,
 * monthly statement, weekly spend, bank account and withdrawals, all of the token's player. None of
 * them checks the right to play: a self-excluded player may still see and take out their money.
 */
export async function withdrawalRoutes(app: FastifyInstance): Promise<void> {
  // The account change asks for the password: limited like the other password checks (user-routes.ts).
  const limited = { rateLimit: { max: app.env.AUTH_RATE_LIMIT, account: accountOfToken } };

  route(app, getTransactionsEndpoint, async (request, { query }) =>
    listTransactions(app.db, request.playerId, query),
  );

  route(app, getStatementEndpoint, async (request, { params }) =>
    monthStatement(app.db, request.playerId, params.month, app.clock.now()),
  );

  route(app, getSpendWeeksEndpoint, async (request) => spendWeeks(app.db, request.playerId, app.clock.now()));

  route(app, getBankAccountEndpoint, async (request) => ({
    bank_account: await bankAccountOf(app.db, request.playerId),
  }));

  route(
    app,
    setBankAccountEndpoint,
    async (request, { body }) => ({
      bank_account: await changeBankAccount(app.db, app.clock, app.mail, request.playerId, body),
    }),
    limited,
  );

  route(app, getWithdrawalsEndpoint, async (request) => withdrawalsView(app.db, request.playerId));

  route(app, createWithdrawalEndpoint, async (request, { body }) =>
    requestWithdrawal(
      app.db,
      app.mail,
      request.playerId,
      body.amount,
      idempotencyKey(request),
      app.clock.now(),
    ),
  );

  route(app, cancelWithdrawalEndpoint, async (request, { params }) =>
    cancelWithdrawal(app.db, request.playerId, params.withdrawalId, app.clock.now()),
  );
}
