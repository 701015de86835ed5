import { bankCreditEndpoint } from "@lotto/api";
import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { creditBankPayment } from "../wallet/bank-credit";

/**
 * `POST /payments/bank-credit` (docs/api.md): the adapter reports an incoming BPAY or bank payment.
 * Only the bank/BPAY adapter may call it: a loopback caller with the server's operator token (as the CLI).
 */
export async function bankCreditRoutes(app: FastifyInstance): Promise<void> {
  app.addHook("onRequest", async (request) => app.assertOperator(request));
  route(app, bankCreditEndpoint, async (_request, { body }) =>
    creditBankPayment(app.db, body, app.clock.now()),
  );
}
