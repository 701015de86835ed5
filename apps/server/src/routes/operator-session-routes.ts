/**
 * The operator console's sign-in (docs/api.md "Operator sign-in"), on the operator listener: sign in
 * (rate limited per address and per email like the players' login, the players' lockout), who is
 * signed in, sign out. The session travels in an HttpOnly, SameSite=Strict cookie (Secure in
 * production); calls from a browser must come from the console's own origin.
 */
import { operatorSessionEndpoint, operatorSignInEndpoint, operatorSignOutEndpoint } from "@lotto/api";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isProduction } from "../config/production";
import { accountInBody } from "../http/rate-limit";
import { route } from "../http/route";
import { endOperatorSession, operatorOfSession, signInOperator } from "../operator/operator-sessions";
import { operatorSignIn } from "../plugins/operator-access";

/** Registers the three session calls. */
export async function operatorSessionRoutes(app: FastifyInstance): Promise<void> {
  // The cookie each call sets (a session id) or clears (null), written as the answer is sent.
  const cookies = new WeakMap<FastifyRequest, string | null>();
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  app.addHook("onSend", async (request, reply, payload) => {
    const cookie = cookies.get(request);
    if (cookie !== undefined) app.setOperatorSession(reply, cookie);
    return payload;
  });

  route(
    app,
    operatorSignInEndpoint,
    async (request, { body }) => {
      // A browser sign-in from another site (login CSRF) is refused; the CLI sends no Origin.
      if (request.headers.origin !== undefined) app.assertSameOrigin(request);
      const { sessionId, operator } = await signInOperator(app.db, app.clock, body, {
        requireTotp: isProduction(app.env),
      });
      cookies.set(request, sessionId);
      return { email: operator.email, role: operator.role };
    },
    { rateLimit: { max: app.env.AUTH_RATE_LIMIT, account: accountInBody("email") } },
  );

  route(app, operatorSessionEndpoint, async (request) => {
    const sessionId = app.operatorSessionId(request);
    const operator = sessionId ? await operatorOfSession(app.db, sessionId, app.clock.now()) : null;
    if (!operator) throw operatorSignIn();
    return { email: operator.email, role: operator.role };
  });

  route(app, operatorSignOutEndpoint, async (request) => {
    const sessionId = app.operatorSessionId(request);
    if (sessionId) {
      app.assertSameOrigin(request);
      await endOperatorSession(app.db, sessionId);
    }
    cookies.set(request, null);
    return { ok: true as const };
  });
}
