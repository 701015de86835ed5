import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { DEMO_PASSWORD, DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { call, callOperator } from "../helper";

/** The demo player's bank account, in the demo player's own name (so withdrawals are not held). */
export const DEMO_ACCOUNT = { bsb: "086420", account_number: "12345678", account_name: "Demo Player" };

/** `PUT /user/bank-account` as the player, confirmed with `password`. */
export const putBankAccount = (
  app: FastifyInstance,
  auth: string,
  account: object,
  password = DEMO_PASSWORD,
) =>
  call(app, {
    method: "PUT",
    url: "/api/v1/user/bank-account",
    payload: { ...account, password },
    headers: { authorization: auth },
  });

/**
 * Saves the demo player's account with the password, then the operator ends its 24-hour wait
 * (`bank-accounts:release`): the account can receive withdrawals at once.
 */
export async function readyBankAccount(app: FastifyInstance, auth: string, account: object = DEMO_ACCOUNT) {
  expect((await putBankAccount(app, auth, account)).status).toBe(200);
  const released = await callOperator(app, "POST", "/bank-accounts/release", { player: DEMO_PLAYER_ID });
  expect(released.status).toBe(200);
}
