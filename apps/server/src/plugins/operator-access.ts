/**
 * Operator access (docs/security.md "Operator console"), on the operator listener. The server token
 * is made when the app is built and, once the listener listens, read from or written to
 * `DATA_DIR/operator-token` (mode 0600), where the CLI and the bank adapter read it.
 * `app.assertOperator` admits loopback callers presenting it (the bank-credit adapter);
 * `app.operatorActor` says which operator a request comes from and refuses a role the command does
 * not admit.
 */
import type { OperatorRole } from "@lotto/api";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "../http/http-error";
import { admits, type OperatorActor } from "../operator/operator-actor";
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
     * The operator behind `request` when its role is one of `roles`: 401 OPERATOR_SIGN_IN without a
     * valid session or token, 403 OPERATOR_ROLE when the role is not admitted.
     */
    operatorActor: (request: FastifyRequest, roles: readonly OperatorRole[]) => Promise<OperatorActor>;
  }
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** 401: nobody signed in (or the session ended). */
export const operatorSignIn = () =>
  new HttpError(401, "OPERATOR_SIGN_IN", "Please sign in to the operator console.");
/** 403: signed in, but the role does not admit the command. */
export const operatorRoleRefused = () =>
  new HttpError(403, "OPERATOR_ROLE", "Your operator role does not allow this.");

/** Decorates `app.assertOperator` and `app.operatorActor`; keeps the token in DATA_DIR while listening. */
export const operatorAccessPlugin = fp(
  async (app) => {
    let token = newOperatorToken();
    rememberOperatorToken(app.server, token);
    // The socket address, not request.ip: a proxy header must never make a remote caller look local.
    const localWithToken = (request: FastifyRequest) =>
      LOOPBACK.has(request.socket.remoteAddress ?? "") &&
      tokenMatches(token, request.headers[OPERATOR_TOKEN_HEADER]);
    app.decorate("assertOperator", (request: FastifyRequest) => {
      if (!localWithToken(request)) throw new HttpError(403, "OPERATOR_ONLY", "Operator access only.");
    });
    app.decorate("operatorActor", async (request: FastifyRequest, roles: readonly OperatorRole[]) => {
      if (!localWithToken(request)) throw operatorSignIn();
      // The server token is the built-in CLI path: it runs any command, as the first role it names.
      const actor: OperatorActor = {
        operatorId: "cli",
        email: "cli",
        role: roles[0] ?? "admin",
        ip: request.ip,
        via: "cli",
      };
      if (!admits(roles, actor)) throw operatorRoleRefused();
      return actor;
    });
    app.addHook("onListen", async () => {
      token = (await readOperatorToken(app.env.DATA_DIR)) ?? token;
      await writeOperatorToken(app.env.DATA_DIR, token);
      rememberOperatorToken(app.server, token);
    });
  },
  { name: "operator-access", dependencies: ["env"] },
);
