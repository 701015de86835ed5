import { checkCredentialsEndpoint, loginEndpoint, logoutEndpoint } from "@lotto/api";
import { eq, lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Temporal } from "temporal-polyfill";
import { login } from "../accounts/login";
import { players, revokedSessions } from "../db/schema/accounts";
import { toDate } from "../db/time";
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
    const session = request.session!;
    await app.db
      .insert(revokedSessions)
      .values({
        jti: session.jti,
        expiresAt: toDate(Temporal.Instant.fromEpochMilliseconds(session.exp * 1000)),
      })
      .onConflictDoNothing();
    // Housekeeping: revoked ids past their expiry can no longer be replayed anyway.
    await app.db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, toDate(app.clock.now())));
    return { ok: true as const };
  });

  route(
    app,
    checkCredentialsEndpoint,
    async (_request, { body }) => {
      const [player] = await app.db
        .select({ status: players.status })
        .from(players)
        .where(eq(players.email, body.email.toLowerCase()));
      return {
        available: !player,
        can_resume_registration: player?.status === "PENDING_KYC",
        is_prs_account: player?.status === "PRS",
        is_pending_activation: player?.status === "PENDING_ACTIVATION",
      };
    },
    { rateLimit: { max, account: accountInBody("email") } },
  );
}
