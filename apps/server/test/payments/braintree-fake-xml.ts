/**
 * The XML the Braintree fake answers with (test only): elements written as Braintree writes them, and
 * the card, transaction and error documents the SDK parses.
 */

export type Xml =
  | string
  | number
  | boolean
  | null
  | { [name: string]: Xml }
  | { array: string; items: Xml[] };

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** One element as Braintree writes it: typed integers, booleans, nils and arrays. */
export function element(name: string, value: Xml): string {
  if (value === null) return `<${name} nil="true"/>`;
  if (typeof value === "number") return `<${name} type="integer">${value}</${name}>`;
  if (typeof value === "boolean") return `<${name} type="boolean">${value}</${name}>`;
  if (typeof value === "string") return `<${name}>${escapeXml(value)}</${name}>`;
  if ("array" in value && Array.isArray(value.items)) {
    const items = value.items.map((item) => element(value.array as string, item)).join("");
    return `<${name} type="array">${items}</${name}>`;
  }
  const children = Object.entries(value).map(([child, v]) => element(child, v as Xml));
  return `<${name}>${children.join("")}</${name}>`;
}

export interface Card {
  token: string;
  brand: string;
  last4: string;
  month: string;
  year: string;
  declines: boolean;
}

/** A nonce the browser would have got from Hosted Fields (with 3-D Secure) or PayPal Checkout. */
export interface Nonce {
  type: "CreditCard" | "PayPalAccount";
  card?: Omit<Card, "token">;
  /** 3-D Secure: applicable to the card (liability shift possible) and passed (shifted). */
  threeDSecure?: { possible: boolean; shifted: boolean; authenticationId: string };
}

export interface FakeTransaction {
  id: string;
  type: "sale" | "credit";
  status: string;
  amount: string;
  orderId: string | null;
  processorResponseCode: string;
  refundedTransactionId: string | null;
  threeDSecure: Nonce["threeDSecure"] | null;
  cardToken: string | null;
}

export const ok = (xml: string, status = 200) => ({ status, xml });

export function apiError(message: string, code: string | null, transaction?: FakeTransaction) {
  const errors = code
    ? { errors: { array: "error", items: [{ code, message, attribute: "base" }] } }
    : { errors: { array: "error", items: [] } };
  return {
    status: 422,
    xml: element("api-error-response", {
      errors,
      message,
      ...(transaction ? { transaction: transactionXml(transaction) } : {}),
    }),
  };
}

export function cardXml(card: Card): { [name: string]: Xml } {
  return {
    token: card.token,
    "card-type": card.brand,
    "last-4": card.last4,
    bin: "411111",
    "expiration-month": card.month,
    "expiration-year": card.year,
  };
}

export function transactionXml(t: FakeTransaction): { [name: string]: Xml } {
  return {
    id: t.id,
    type: t.type,
    status: t.status,
    amount: t.amount,
    "currency-iso-code": "AUD",
    "order-id": t.orderId,
    "processor-response-code": t.processorResponseCode,
    "refunded-transaction-id": t.refundedTransactionId,
    "three-d-secure-info": t.threeDSecure
      ? {
          "liability-shifted": t.threeDSecure.shifted,
          "liability-shift-possible": t.threeDSecure.possible,
          status: t.threeDSecure.shifted ? "authenticate_successful" : "authenticate_failed",
        }
      : null,
  };
}
