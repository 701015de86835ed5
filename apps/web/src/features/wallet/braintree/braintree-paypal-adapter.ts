import type { PaypalAdapter } from "../paypal-adapter";

/** Where PayPal's button is rendered on the deposit form (docs/payments.md). */
export const PAYPAL_BUTTON_ID = "paypal-button";

/** PayPal Checkout through Braintree: the SDK loads on first use, the player approves in PayPal's window. */
export const braintreePaypalAdapter: PaypalAdapter = {
  async approve(clientToken, amount) {
    const { approveWithPaypal } = await import("./braintree-sdk");
    return approveWithPaypal(clientToken, amount, `#${PAYPAL_BUTTON_ID}`);
  },
};
