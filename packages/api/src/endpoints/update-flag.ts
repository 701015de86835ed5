import { caller, defineEndpoint } from "../client/define-endpoint";
import { AckSchema } from "../schemas/common";
import { UpdateFlagBodySchema } from "../schemas/user";

/** `POST /user/update-flag`: the contract both the client and the server use. */
export const updateFlagEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/update-flag",
  auth: true,
  body: UpdateFlagBodySchema,
  response: AckSchema,
});

/** Sets prompt flags such as product_tour_prompted (R-CALLS). */
export const updateFlag = caller(updateFlagEndpoint);
