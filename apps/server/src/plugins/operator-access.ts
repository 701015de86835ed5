/**
 * Operator access (docs/security.md "Operator console"), on the operator listener. The server token
 * is made when the app is built and, once the listener listens, read from or written to
 * `DATA_DIR/operator-token` (mode 0600), where the CLI and the bank adapter read it.
 * `app.assertOperator` admits loopback callers presenting it (the bank-credit adapter);
 * `app.operatorActor` says which operator a request comes from (console session cookie, personal CLI
 * token, or the server token) and refuses a role the command does not admit.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isProduction } from "../config/production";
import { HttpError } from "../http/http-error";
import { admits, type OperatorActor } from "../operator/operator-actor";
import type { OperatorCommand } from "../operator/operator-api";
import { cliTokenActor, serverTokenActor } from "../operator/operator-credentials";
import { operatorOfSession } from "../operator/operator-sessions";
import {
  newOperatorToken,
  OPERATOR_TOKEN_HEADER,
  readOperatorToken,
  rememberOperatorToken,
  tokenMatches,
  writeOperatorToken,
} from "../operator/operator-token";

declare module "fastify" {
  interface FastifyInstance {
    /** Guard of the adapters' endpoints: 403 OPERATOR_ONLY unless local with the server token. */
    assertOperator: (request: FastifyRequest) => void;
    /**
     * The operator behind `request` when its role is one the command admits: 401 OPERATOR_SIGN_IN
     * without a live session or a valid token, 403 OPERATOR_ROLE when the role is not admitted, 403
     * OPERATOR_ORIGIN for a cookie call changing state from another origin.
     */
    operatorActor: (
      request: FastifyRequest,
      command: Pick<OperatorCommand, "roles" | "bootstrap">,
    ) => Promise<OperatorActor>;
    /** The live console session's id in the request's cookie, or undefined. */
    operatorSessionId: (request: FastifyRequest) => string | undefined;
    /** Sets (or, with null, clears) the console session cookie. */
    setOperatorSession: (reply: FastifyReply, sessionId: string | null) => void;
    /** 403 OPERATOR_ORIGIN unless a state-changing request comes from the console's own origin. */
    assertSameOrigin: (request: FastifyRequest) => void;
  }
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);
/** The console session cookie. */
export const OPERATOR_COOKIE = "op_session";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** 401: nobody signed in (or the session ended). */
export const operatorSignIn = () =>
  new HttpError(401, "OPERATOR_SIGN_IN", "Please sign in to the operator console.");
/** 403: signed in, but the role does not admit the command. */
export const operatorRoleRefused = () =>
  new HttpError(403, "OPERATOR_ROLE", "Your operator role does not allow this.");
const foreignOrigin = () =>
  new HttpError(403, "OPERATOR_ORIGIN", "Operator calls are only taken from the operator console.");

/** One cookie's value from a Cookie header. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || undefined;
  }
  return undefined;
}

/** Whether `origin` is the listener's own (by the Host asked for; a default port is the same host). */
function sameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined || host === undefined) return false;
  try {
    const from = new URL(origin);
    return from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

/** Decorates the operator guards; keeps the server token in DATA_DIR while listening. */
export const operatorAccessPlugin = fp(
  async (app) => {
    let token = newOperatorToken();
    rememberOperatorToken(app.server, token);
    const production = isProduction(app.env);
    // The socket address, not request.ip: a proxy header must never make a remote caller look local.
    const localWithToken = (request: FastifyRequest) =>
      LOOPBACK.has(request.socket.remoteAddress ?? "") &&
      tokenMatches(token, request.headers[OPERATOR_TOKEN_HEADER]);

    app.decorate("assertOperator", (request: FastifyRequest) => {
      if (!localWithToken(request)) throw new HttpError(403, "OPERATOR_ONLY", "Operator access only.");
    });
    app.decorate("operatorSessionId", (request: FastifyRequest) =>
      cookieValue(request.headers.cookie, OPERATOR_COOKIE),
    );
    app.decorate("setOperatorSession", (reply: FastifyReply, sessionId: string | null) => {
      const attributes = `HttpOnly; SameSite=Strict; Path=/${production ? "; Secure" : ""}`;
      reply.header(
        "set-cookie",
        sessionId === null
          ? `${OPERATOR_COOKIE}=; ${attributes}; Max-Age=0`
          : `${OPERATOR_COOKIE}=${sessionId}; ${attributes}`,
      );
    });
    // SameSite=Strict keeps other sites' requests from carrying the cookie; the Origin check also
    // refuses them where a browser sends the cookie anyway (a sibling subdomain is same-site).
    app.decorate("assertSameOrigin", (request: FastifyRequest) => {
      if (SAFE_METHODS.has(request.method)) return;
      if (!sameOrigin(request.headers.origin, request.headers.host)) throw foreignOrigin();
    });
    app.decorate(
      "operatorActor",
      async (request: FastifyRequest, command: Pick<OperatorCommand, "roles" | "bootstrap">) => {
        const now = app.clock.now();
        const presented = request.headers[OPERATOR_TOKEN_HEADER];
        let actor: OperatorActor | null = null;
        if (typeof presented === "string" && presented.length > 0) {
          actor = localWithToken(request)
            ? await serverTokenActor(app.db, command, production, request.ip)
            : presented.length <= 100
              ? await cliTokenActor(app.db, presented, now, request.ip)
              : null;
        } else {
          const sessionId = app.operatorSessionId(request);
          const operator = sessionId ? await operatorOfSession(app.db, sessionId, now) : null;
          if (operator) {
            app.assertSameOrigin(request);
            actor = {
              operatorId: operator.id,
              email: operator.email,
              role: operator.role,
              ip: request.ip,
              via: "console",
            };
          }
        }
        if (!actor) throw operatorSignIn();
        if (!admits(command.roles, actor)) throw operatorRoleRefused();
        return actor;
      },
    );
    app.addHook("onListen", async () => {
      token = (await readOperatorToken(app.env.DATA_DIR)) ?? token;
      await writeOperatorToken(app.env.DATA_DIR, token);
      rememberOperatorToken(app.server, token);
    });
  },
  { name: "operator-access", dependencies: ["env", "clock", "database"] },
);
