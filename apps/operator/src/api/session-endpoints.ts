// Placeholder until the contract's operator session endpoints land (replaced by @lotto/api's).
import { defineEndpoint } from "@lotto/api";
import * as v from "valibot";

export const OPERATOR_ROLES = ["support", "finance", "draws", "admin"] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
const OperatorSessionSchema = v.object({ email: v.string(), role: v.picklist(OPERATOR_ROLES) });

export const operatorSignInEndpoint = defineEndpoint({
  method: "POST",
  path: "/operator/session",
  auth: false,
  body: v.object({ email: v.string(), password: v.string(), code: v.optional(v.string()) }),
  response: OperatorSessionSchema,
});
export const operatorGetSessionEndpoint = defineEndpoint({
  method: "GET",
  path: "/operator/session",
  auth: false,
  response: OperatorSessionSchema,
});
export const operatorSignOutEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/operator/session",
  auth: false,
  response: v.unknown(),
});
