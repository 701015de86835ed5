import type { ApiClient } from "../client/create-api-client";
import { call, defineEndpoint, type EndpointInput } from "../client/define-endpoint";
import { SpendWeeksSchema } from "../schemas/transactions";

/** `GET /user/spend-weeks`: the last 12 Perth spend weeks against the weekly limit (docs/api.md). */
export const getSpendWeeksEndpoint = defineEndpoint({
  method: "GET",
  path: "/user/spend-weeks",
  auth: true,
  response: SpendWeeksSchema,
});

/** Fetches the weekly spend picture. */
export const getSpendWeeks = (client: ApiClient, input: EndpointInput<typeof getSpendWeeksEndpoint> = {}) =>
  call(client, getSpendWeeksEndpoint, input);
