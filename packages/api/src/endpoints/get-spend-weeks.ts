import { caller, defineEndpoint } from "../client/define-endpoint";
import { SpendWeeksSchema } from "../schemas/transactions";

/** `GET /user/spend-weeks`: the last 12 Perth spend weeks against the weekly limit (docs/api.md). */
export const getSpendWeeksEndpoint = defineEndpoint({
  method: "GET",
  path: "/user/spend-weeks",
  auth: true,
  response: SpendWeeksSchema,
});

/** Fetches the weekly spend picture. */
export const getSpendWeeks = caller(getSpendWeeksEndpoint);
