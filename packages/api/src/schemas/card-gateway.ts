/**
 * The card gateway's tokenisation call, which the browser makes instead of sending card data to our
 * API (docs/security.md "Card data off our servers"). Not a shop endpoint: the sandbox gateway serves
 * it apart from the API (`/sandbox-gateway`), a real gateway from its own origin.
 */
import * as v from "valibot";
import { textSchemaOf } from "./common";
import { requestString } from "./text";

/** Where the sandbox gateway tokenises cards (same origin as the shop, outside `/api`). */
export const SANDBOX_CARD_TOKENS_PATH = "/sandbox-gateway/v1/tokens";

/** A card as typed into the payment form; sent to the gateway only, never to our API. */
export const CardInputSchema = v.object({
  number: v.pipe(
    requestString("Card number is required."),
    v.regex(/^\d{12,19}$/, "Card number is invalid."),
  ),
  expiry: v.pipe(
    requestString("Expiry is required."),
    v.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, "Expiry must be MM/YY."),
  ),
  cvv: v.pipe(requestString("CVV is required."), v.regex(/^\d{3,4}$/, "CVV is invalid.")),
});
export type CardInput = v.InferOutput<typeof CardInputSchema>;

/** The gateway's answer: a single-use token and what may be shown of the card. */
export const CardTokenSchema = v.object({
  token: v.string(),
  brand: v.string(),
  last4: v.string(),
  expiry: v.string(),
});

/** A single-use card token in a request to our API. */
export const CardTokenRefSchema = textSchemaOf("Card token", 200);
