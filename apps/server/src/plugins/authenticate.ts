import { ERROR_CODE } from "@lotto/core";
import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { sessionEnd } from "../accounts/session-standing";
import { type SessionClaims, verifyToken } from "../accounts/session-token";
import { players, revokedSessions } from "../db/schema/accounts";
import { unauthorized } from "../http/http-error";

declare module "fastify" {
  interface FastifyInstance {
    /** preHandler: verifies `Authorization: JWT <token>` and sets `request.playerId` (401 otherwise). */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** The HS256 signing secret of session tokens. */
    jwtSecret: Uint8Array;
  }
  interface FastifyRequest {
    playerId: string;
    session: SessionClaims | null;
  }
}

/** Decorates `app.authenticate` (R-SERVER seams): token valid, not logged out, player active. */
export const authenticatePlugin = fp<{ secret: Uint8Array }>(
  async (app, opts) => {
    app.decorate("jwtSecret", opts.secret);
    app.decorateRequest("playerId", "");
    app.decorateRequest("session", null);
    app.decorate("authenticate", async (request: FastifyRequest, reply: FastifyReply) => {
      // Whatever the answer, it depends on the token: no shared or browser cache may keep it.
      reply.header("cache-control", "no-store");
      const header = request.headers.authorization ?? "";
      const match = /^JWT ([\w-]+\.[\w-]*\.[\w-]*)$/.exec(header);
      if (!match?.[1]) throw unauthorized();
      const claims = await verifyToken(opts.secret, match[1], app.clock.now());
      if (typeof claims === "string") throw unauthorized(claims);
      // One round trip per authenticated call: the player and whether this session was logged out.
      const [player] = await app.db
        .select({
          status: players.status,
          generation: players.sessionGeneration,
          keptJti: players.keptSessionJti,
          revoked: revokedSessions.jti,
        })
        .from(players)
        .leftJoin(revokedSessions, eq(revokedSessions.jti, claims.jti))
        .where(eq(players.id, claims.playerId));
      // Logged out, or issued before a password change, reset or closure (unless it is the one
      // session a change was made from), or the player is no longer active.
      const ended = sessionEnd(player && { ...player, revoked: player.revoked !== null }, claims);
      if (ended === "expired") throw unauthorized(ERROR_CODE.sessionExpired);
      if (ended === "inactive") throw unauthorized();
      request.playerId = claims.playerId;
      request.session = claims;
    });
  },
  { name: "authenticate", dependencies: ["clock", "database"] },
);
