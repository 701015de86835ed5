/**
 * Braintree's browser side (docs/payments.md), imported only on the payment step (never on the home
 * route: its bundle budget). Hosted Fields put the card's number, expiry and CVV in Braintree's own
 * iframes, so card data never touches our origin or our API; 3-D Secure runs when the merchant account
 * has it (its component refuses to start otherwise); PayPal Checkout renders PayPal's button.
 */
import * as client from "braintree-web/client";
import * as hostedFields from "braintree-web/hosted-fields";
import * as paypalCheckout from "braintree-web/paypal-checkout";
import * as threeDSecure from "braintree-web/three-d-secure";

/** Cents as the decimal string Braintree takes. */
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** Where each hosted field goes: CSS selectors of empty containers on the page. */
export interface HostedFieldSelectors {
  number: string;
  expirationDate: string;
  cvv: string;
}

/** Mounted Hosted Fields: tokenise what the player typed (with 3-D Secure when required), or remove them. */
export interface HostedCard {
  tokenise(amountCents: number): Promise<string>;
  teardown(): Promise<void>;
}

/** Mounts the card fields in `selectors` with a client token from `GET /user/paypal/client-token`. */
export async function mountHostedFields(
  clientToken: string,
  selectors: HostedFieldSelectors,
): Promise<HostedCard> {
  const authorised = await client.create({ authorization: clientToken });
  const fields = await hostedFields.create({
    client: authorised,
    fields: {
      number: { selector: selectors.number, placeholder: "4111 1111 1111 1111" },
      expirationDate: { selector: selectors.expirationDate, placeholder: "MM/YY" },
      cvv: { selector: selectors.cvv, placeholder: "123" },
    },
    styles: { input: { "font-size": "16px" } },
  });
  // A merchant account without 3-D Secure refuses the component: sales then go without it.
  const secure = await threeDSecure.create({ client: authorised, version: 2 }).catch(() => null);
  return {
    async tokenise(amountCents) {
      const card = await fields.tokenize();
      if (!secure) return card.nonce;
      const verified = await secure.verifyCard({
        nonce: card.nonce,
        bin: card.details.bin,
        amount: dollars(amountCents),
        onLookupComplete: (_data, next) => next(),
      });
      return verified.nonce;
    },
    async teardown() {
      await Promise.all([fields.teardown(), secure?.teardown()]);
    },
  };
}

/** PayPal's button as the SDK it loads exposes it (`window.paypal`). */
interface PaypalButtons {
  Buttons(options: {
    fundingSource: string;
    createOrder(): Promise<string>;
    onApprove(data: unknown): Promise<void>;
    onCancel(): void;
    onError(error: unknown): void;
  }): { render(selector: string): Promise<void> };
}

/**
 * Renders PayPal's button into `selector` and resolves with the nonce once the player approves
 * `amountCents` in PayPal's window; rejects when they cancel or PayPal fails.
 */
export async function approveWithPaypal(
  clientToken: string,
  amountCents: number,
  selector: string,
): Promise<string> {
  const authorised = await client.create({ authorization: clientToken });
  const checkout = await paypalCheckout.create({ client: authorised });
  await checkout.loadPayPalSDK({ currency: "AUD", intent: "capture" });
  const paypal = (window as unknown as { paypal: PaypalButtons }).paypal;
  return new Promise<string>((resolve, reject) => {
    void paypal
      .Buttons({
        fundingSource: "paypal",
        createOrder: () =>
          checkout.createPayment({
            flow: "checkout",
            amount: dollars(amountCents),
            currency: "AUD",
            intent: "capture",
          }),
        onApprove: async (data) => resolve((await checkout.tokenizePayment(data)).nonce),
        onCancel: () => reject(new Error("The PayPal payment was cancelled.")),
        onError: () => reject(new Error("We couldn't reach PayPal. Please try again.")),
      })
      .render(selector)
      .catch(reject);
  });
}
