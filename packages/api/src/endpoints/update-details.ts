import { caller, defineEndpoint } from "../client/define-endpoint";
import { UpdateDetailsBodySchema, UserDetailsSchema } from "../schemas/user";

/** `POST /user/update-details`: the contract both the client and the server use. */
export const updateDetailsEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/update-details",
  auth: true,
  body: UpdateDetailsBodySchema,
  response: UserDetailsSchema,
});

/** Changes name, mobile or address; resolves with the new details. */
export const updateDetails = caller(updateDetailsEndpoint);
