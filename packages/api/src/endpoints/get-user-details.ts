import { caller, defineEndpoint } from "../client/define-endpoint";
import { UserDetailsSchema } from "../schemas/user";

/** `GET /user/details`: the contract both the client and the server use. */
export const getUserDetailsEndpoint = defineEndpoint({
  method: "GET",
  path: "/user/details",
  auth: true,
  response: UserDetailsSchema,
});

/** Fetches the logged-in player's details (R-ENTITIES User details). */
export const getUserDetails = caller(getUserDetailsEndpoint);
