/**
 * Operator access (docs/security.md): the operator token is made when the app is built and, once the
 * server listens, read from or written to `DATA_DIR/operator-token` (mode 0600), where the CLI reads
 * it. `app.assertOperator` admits loopback callers presenting that token and refuses everyone else.
 */
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "../http/http-error";
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
    /** Guard of operator and adapter endpoints: 403 OPERATOR_ONLY unless local with the token. */
    assertOperator: (request: FastifyRequest) => void;
  }
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** Decorates `app.assertOperator`; keeps the token in DATA_DIR while listening. */
export const operatorAccessPlugin = fp(
  async (app) => {
    let token = newOperatorToken();
    rememberOperatorToken(app.server, token);
    app.decorate("assertOperator", (request: FastifyRequest) => {
      // The socket address, not request.ip: a proxy header must never make a remote caller look local.
      const local = LOOPBACK.has(request.socket.remoteAddress ?? "");
      if (!local || !tokenMatches(token, request.headers[OPERATOR_TOKEN_HEADER])) {
        throw new HttpError(403, "OPERATOR_ONLY", "Operator access only.");
      }
    });
    app.addHook("onListen", async () => {
      token = (await readOperatorToken(app.env.DATA_DIR)) ?? token;
      await writeOperatorToken(app.env.DATA_DIR, token);
      rememberOperatorToken(app.server, token);
    });
  },
  { name: "operator-access", dependencies: ["env"] },
);
