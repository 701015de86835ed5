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
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { checkPassword } from "../accounts/password-attempts";
import { hashSecret, normaliseAnswer } from "../accounts/passwords";
import { questionText } from "../accounts/security-questions";
import { selfExclusionEnd } from "../accounts/self-exclusion";
import { isSelfExcluded, userDetails } from "../accounts/user-details";
import { callbackRequests, players } from "../db/schema/accounts";
import { toDate } from "../db/time";
import { badRequest, notFound, unprocessable } from "../http/http-error";
import { accountOfToken } from "../http/rate-limit";
import { route } from "../http/route";

const ok = { ok: true as const };

/** The logged-in player's own account (R-ENTITIES User details, R-ROLES); every query uses the token's id. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const player = async (id: string) => {
    const [row] = await app.db.select().from(players).where(eq(players.id, id));
    if (!row) throw notFound();
    return row;
  };
  /** The password check of the calls below: shared lockout with login (password-attempts.ts). */
  const requirePassword = async (playerId: string, password: string) => {
    if ((await checkPassword(app.db, app.clock, playerId, password)) === "wrong") {
      throw unprocessable("INVALID_PASSWORD", "The password you entered is incorrect.");
    }
  };
  // Like the auth calls: a stolen token must not give unlimited password guesses from one address.
  const limited = { rateLimit: { max: app.env.AUTH_RATE_LIMIT, account: accountOfToken } };

  route(app, getUserDetailsEndpoint, async (request) =>
    userDetails(app.db, request.playerId, app.clock.now()),
  );

  route(app, updateDetailsEndpoint, async (request, { body }) => {
    await app.db.update(players).set(body).where(eq(players.id, request.playerId));
    return userDetails(app.db, request.playerId, app.clock.now());
  });

  route(app, updateFlagEndpoint, async (request, { body }) => {
    await app.db
      .update(players)
      .set({
        productTourPrompted: body.product_tour_prompted,
        termsAccepted: body.terms_and_conditions_accepted,
        privacyAccepted: body.privacy_policy_accepted,
        shouldPromptNotification: body.should_prompt_notification,
      })
      .where(eq(players.id, request.playerId));
    return ok;
  });

  route(
    app,
    changePasswordEndpoint,
    async (request, { body }) => {
      await requirePassword(request.playerId, body.current_password);
      if (body.new_password === body.current_password) {
        throw unprocessable(
          "PASSWORD_UNCHANGED",
          "Your new password must be different from your current password.",
        );
      }
      const passwordHash = await hashSecret(body.new_password);
      // Every other session ends (whoever knew the old password may hold one); this one goes on.
      await app.db
        .update(players)
        .set({
          passwordHash,
          passwordChangedAt: toDate(app.clock.now()),
          sessionGeneration: sql`${players.sessionGeneration} + 1`,
          keptSessionJti: request.session?.jti ?? null,
        })
        .where(eq(players.id, request.playerId));
      return ok;
    },
    limited,
  );

  route(
    app,
    changeSecurityQuestionEndpoint,
    async (request, { body }) => {
      await requirePassword(request.playerId, body.password);
      if (!questionText(body.security_question_id))
        throw badRequest("security_question_id: Choose a security question.");
      const securityAnswerHash = await hashSecret(normaliseAnswer(body.security_answer));
      await app.db
        .update(players)
        .set({ securityQuestionId: body.security_question_id, securityAnswerHash })
        .where(eq(players.id, request.playerId));
      return ok;
    },
    limited,
  );

  route(app, selfExcludeEndpoint, async (request, { body }) => {
    const now = app.clock.now();
    const row = await player(request.playerId);
    const end = selfExclusionEnd(body.period, now);
    // A running exclusion is only ever extended, never shortened.
    if (isSelfExcluded(row.selfExcludedUntil, end)) return ok;
    await app.db
      .update(players)
      .set({ selfExcludedUntil: toDate(end) })
      .where(eq(players.id, request.playerId));
    return ok;
  });

  route(
    app,
    closeAccountEndpoint,
    async (request, { body }) => {
      await requirePassword(request.playerId, body.password);
      await app.db
        .update(players)
        .set({
          status: "CLOSED",
          sessionGeneration: sql`${players.sessionGeneration} + 1`,
          keptSessionJti: null,
        })
        .where(eq(players.id, request.playerId));
      return ok;
    },
    limited,
  );

  route(app, requestCallbackEndpoint, async (request, { body }) => {
    await app.db.insert(callbackRequests).values({
      playerId: request.playerId,
      phone: body.phone,
      preferredTime: body.preferred_time,
      reason: body.reason,
      createdAt: toDate(app.clock.now()),
    });
    return ok;
  });
}
