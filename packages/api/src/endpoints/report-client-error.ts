import { caller, defineEndpoint } from "../client/define-endpoint";
import { ClientErrorBodySchema } from "../schemas/client-errors";
import { AckSchema } from "../schemas/common";

/** `POST /client-errors`: the contract both the client and the server use (no login needed). */
export const reportClientErrorEndpoint = defineEndpoint({
  method: "POST",
  path: "/client-errors",
  auth: false,
  body: ClientErrorBodySchema,
  response: AckSchema,
});

/** Reports an error the player met, so the team is notified (rate limited by the server). */
export const reportClientError = caller(reportClientErrorEndpoint);
