import type { Cents } from "@lotto/core";

/**
 * PayPal checkout behind an adapter (docs/decisions.md#d8): given the client token from
 * `GET /user/paypal/client-token`, it asks the player to approve and resolves with a payment nonce.
 * A real adapter loads PayPal's SDK with the token and resolves with the nonce it approves.
 */
export interface PaypalAdapter {
  approve(clientToken: string, amount: Cents): Promise<string>;
}

/** The offline sandbox: approves at once with the server sandbox's approving test nonce. */
export const sandboxPaypalAdapter: PaypalAdapter = {
  approve: async () => "fake-paypal-one-time-nonce",
};
