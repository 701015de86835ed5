import {
  activateAccountEndpoint,
  confirmPasswordResetEndpoint,
  GetSecurityQuestionBodySchema,
  getSecurityQuestionEndpoint,
  registerEndpoint,
  resendActivationEmailEndpoint,
  resetPasswordEndpoint,
  upgradePrsEndpoint,
} from "@lotto/api";
import type { FastifyInstance } from "fastify";
import { confirmReset, requestReset, securityQuestionFor } from "../accounts/password-reset";
import { activateAccount, register, resendActivation } from "../accounts/registration";
import { upgradePrsAccount } from "../accounts/upgrade-prs";
import { accountInBody, rateLimitHook } from "../http/rate-limit";
import { route } from "../http/route";
import { validate } from "../http/validate";

const ok = { ok: true as const };

/** Sign-up, activation, in-store account upgrade and password reset (R-STATES, R-CALLS), rate limited per address and account. */
export async function registrationRoutes(app: FastifyInstance): Promise<void> {
  const max = app.env.AUTH_RATE_LIMIT;
  const byEmail = { rateLimit: { max, account: accountInBody("email") } };
  const byEmailAddress = { rateLimit: { max, account: accountInBody("email_address") } };
  // The reset token names no account before it is checked: limited per address only.
  const limited = { rateLimit: { max } };

  route(
    app,
    registerEndpoint,
    async (request, { body }) => {
      app.assertGeoAllowed(request);
      return register(app.db, app.mail, app.adapters.identity, body, app.clock.now());
    },
    byEmail,
  );

  route(
    app,
    resendActivationEmailEndpoint,
    async (_request, { body }) => {
      await resendActivation(app.db, app.mail, body.email, app.clock.now());
      return ok;
    },
    byEmail,
  );

  route(
    app,
    upgradePrsEndpoint,
    async (request, { body }) => {
      app.assertGeoAllowed(request);
      await upgradePrsAccount(app.db, body, app.clock.now());
      return ok;
    },
    byEmail,
  );

  route(app, activateAccountEndpoint, async (_request, { body }) => {
    await activateAccount(app.db, body.token, app.clock.now());
    return ok;
  });

  route(
    app,
    getSecurityQuestionEndpoint,
    async (_request, { body }) => securityQuestionFor(app.db, body.email_address, body.date_of_birth),
    byEmailAddress,
  );
  // R-CALLS allows GET with the same fields as a query.
  app.get(
    "/user/get-security-question",
    {
      preValidation: validate({ query: GetSecurityQuestionBodySchema }),
      preHandler: rateLimitHook(app, getSecurityQuestionEndpoint.path, {
        max,
        account: (request) => (request.query as { email_address: string }).email_address,
      }),
    },
    async (request) => {
      const query = request.query as { email_address: string; date_of_birth: string };
      return {
        data: await securityQuestionFor(app.db, query.email_address, query.date_of_birth),
        message: "OK",
      };
    },
  );

  route(
    app,
    resetPasswordEndpoint,
    async (_request, { body }) =>
      requestReset(app.db, app.mail, body.email_address, body.security_answer, app.clock.now()),
    byEmailAddress,
  );

  route(
    app,
    confirmPasswordResetEndpoint,
    async (_request, { body }) => {
      await confirmReset(app.db, body.reset_token, body.password, app.clock.now());
      return ok;
    },
    limited,
  );
}
