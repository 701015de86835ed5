import { caller, defineEndpoint } from "../client/define-endpoint";
import { AckSchema } from "../schemas/common";
import { UpgradePrsBodySchema } from "../schemas/upgrade-prs";

/** `POST /user/upgrade-prs`: the contract both the client and the server use. */
export const upgradePrsEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/upgrade-prs",
  auth: false,
  body: UpgradePrsBodySchema,
  response: AckSchema,
});

/** Turns an in-store (PRS) account into an online one (login overlay upgrade-prs view). */
export const upgradePrs = caller(upgradePrsEndpoint);
