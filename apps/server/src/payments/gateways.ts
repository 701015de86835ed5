import type { CardGateway } from "./card-gateway";
import type { Paypal } from "./paypal";

/** The payment providers a deposit can be charged through, each behind its adapter. */
export interface PaymentGateways {
  cardGateway: CardGateway;
  paypal: Paypal;
}
