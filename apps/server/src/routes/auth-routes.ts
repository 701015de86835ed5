import { checkCredentialsEndpoint, loginEndpoint, logoutEndpoint } from "@lotto/api";
import type { FastifyInstance } from "fastify";
import { login } from "../accounts/login";
import { credentialsCheck, revokeSession } from "../accounts/sessions";
import { accountInBody } from "../http/rate-limit";
import { route } from "../http/route";

/** Login, logout and the email check of the welcome view (R-CALLS), rate limited per address and account. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const max = app.env.AUTH_RATE_LIMIT;

  route(
    app,
    loginEndpoint,
    async (_request, { body }) => ({
      token: await login(app.db, app.clock, app.jwtSecret, body.username, body.password),
    }),
    { rateLimit: { max, account: accountInBody("username") } },
  );

  route(app, logoutEndpoint, async (request) => {
    await revokeSession(app.db, request.session!, app.clock.now());
    return { ok: true as const };
  });

  route(app, checkCredentialsEndpoint, async (_request, { body }) => credentialsCheck(app.db, body.email), {
    rateLimit: { max, account: accountInBody("email") },
  });
}
