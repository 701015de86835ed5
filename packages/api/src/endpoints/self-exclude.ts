import { caller, defineEndpoint } from "../client/define-endpoint";
import { AckSchema } from "../schemas/common";
import { SelfExclusionBodySchema } from "../schemas/user";

/** `POST /user/self-exclusion`: the contract both the client and the server use. */
export const selfExcludeEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/self-exclusion",
  auth: true,
  body: SelfExclusionBodySchema,
  response: AckSchema,
});

/** Self-excludes the player for a period: no purchases or deposits (R-ROLES). */
export const selfExclude = caller(selfExcludeEndpoint);
