import { bankCreditEndpoint } from "@lotto/api";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../http/http-error";
import { route } from "../http/route";
import { OPERATOR_TOKEN_HEADER, operatorTokenOf, tokenMatches } from "../operator/operator-token";
import { creditBankPayment } from "../wallet/bank-credit";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** Only the bank/BPAY adapter: a loopback caller with the server's operator token (as the CLI). */
function adapterOnly(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    // The socket address, not request.ip: a proxy header must never make a remote caller look local.
    const local = LOOPBACK.has(request.socket.remoteAddress ?? "");
    const token = operatorTokenOf(app.server);
    if (!local || !token || !tokenMatches(token, request.headers[OPERATOR_TOKEN_HEADER])) {
      throw new HttpError(403, "OPERATOR_ONLY", "Operator access only.");
    }
  };
}

/** `POST /payments/bank-credit` (docs/api.md): the adapter reports an incoming BPAY or bank payment. */
export async function bankCreditRoutes(app: FastifyInstance): Promise<void> {
  app.addHook("onRequest", adapterOnly(app));
  route(app, bankCreditEndpoint, async (_request, { body }) => creditBankPayment(app, body));
}
