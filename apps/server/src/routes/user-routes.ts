import {
  changePasswordEndpoint,
  changeSecurityQuestionEndpoint,
  closeAccountEndpoint,
  getUserDetailsEndpoint,
  requestCallbackEndpoint,
  selfExcludeEndpoint,
  updateDetailsEndpoint,
  updateFlagEndpoint,
} from "@lotto/api";
import type { FastifyInstance } from "fastify";
import {
  changePassword,
  changeSecurityQuestion,
  closeAccount,
  requestCallback,
  selfExclude,
  updateDetails,
  updateFlags,
} from "../accounts/account-settings";
import { userDetails } from "../accounts/user-details";
import { accountOfToken } from "../http/rate-limit";
import { route } from "../http/route";

const ok = { ok: true as const };

/** The logged-in player's own account (R-ENTITIES User details, R-ROLES); every call uses the token's id. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  // Like the auth calls: a stolen token must not give unlimited password guesses from one address.
  const limited = { rateLimit: { max: app.env.AUTH_RATE_LIMIT, account: accountOfToken } };

  route(app, getUserDetailsEndpoint, async (request) =>
    userDetails(app.db, request.playerId, app.clock.now()),
  );

  route(app, updateDetailsEndpoint, async (request, { body }) => {
    await updateDetails(app.db, request.playerId, body);
    return userDetails(app.db, request.playerId, app.clock.now());
  });

  route(app, updateFlagEndpoint, async (request, { body }) => {
    await updateFlags(app.db, request.playerId, body);
    return ok;
  });

  route(
    app,
    changePasswordEndpoint,
    async (request, { body }) => {
      await changePassword(app.db, app.clock, request.playerId, body, request.session?.jti ?? null);
      return ok;
    },
    limited,
  );

  route(
    app,
    changeSecurityQuestionEndpoint,
    async (request, { body }) => {
      await changeSecurityQuestion(app.db, app.clock, request.playerId, body);
      return ok;
    },
    limited,
  );

  route(app, selfExcludeEndpoint, async (request, { body }) => {
    await selfExclude(app.db, request.playerId, body, app.clock.now());
    return ok;
  });

  route(
    app,
    closeAccountEndpoint,
    async (request, { body }) => {
      await closeAccount(app.db, app.clock, app.adapters, request.playerId, body.password);
      return ok;
    },
    limited,
  );

  route(app, requestCallbackEndpoint, async (request, { body }) => {
    await requestCallback(app.db, request.playerId, body, app.clock.now());
    return ok;
  });
}
