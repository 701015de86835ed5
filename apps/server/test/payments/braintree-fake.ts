/**
 * A local fake of Braintree's gateway API for the real SDK (test only): the documented XML answers of
 * client token, nonce lookup, vaulting (customer create), sale (approved, processor declined, gateway
 * rejected), transaction search, void and refund, and a gateway that stops answering. Nonces follow
 * Braintree's test nonces; a sale of $20.00–$20.99 is processor declined as in Braintree's sandbox.
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import braintree from "braintree";
import {
  apiError,
  type Card,
  cardXml,
  element,
  type FakeTransaction,
  type Nonce,
  ok,
  transactionXml,
} from "./braintree-fake-xml";

export type { FakeTransaction } from "./braintree-fake-xml";

const visa = { brand: "Visa", last4: "1111", month: "12", year: "2029", declines: false };

/** The test nonces this fake knows (Braintree's names where it has one). */
export const FAKE_NONCES = {
  card: "fake-valid-nonce",
  mastercard: "fake-valid-mastercard-nonce",
  declinedCard: "fake-processor-declined-visa-nonce",
  threeDSecurePassed: "fake-three-d-secure-visa-full-authentication-nonce",
  threeDSecureFailed: "fake-three-d-secure-visa-failed-authentication-nonce",
  paypal: "fake-paypal-one-time-nonce",
} as const;

/** The fake gateway: its records, switches and the SDK environment pointing at it. */
export class BraintreeFake {
  readonly transactions: FakeTransaction[] = [];
  readonly cards = new Map<string, Card>();
  readonly calls: string[] = [];
  readonly nonces = new Map<string, Nonce>([
    [FAKE_NONCES.card, { type: "CreditCard", card: visa }],
    [
      FAKE_NONCES.mastercard,
      { type: "CreditCard", card: { ...visa, brand: "MasterCard", last4: "4444", year: "2030" } },
    ],
    [FAKE_NONCES.declinedCard, { type: "CreditCard", card: { ...visa, last4: "0002", declines: true } }],
    [
      FAKE_NONCES.threeDSecurePassed,
      {
        type: "CreditCard",
        card: visa,
        threeDSecure: { possible: true, shifted: true, authenticationId: "3ds-ok" },
      },
    ],
    [
      FAKE_NONCES.threeDSecureFailed,
      {
        type: "CreditCard",
        card: visa,
        threeDSecure: { possible: true, shifted: false, authenticationId: "3ds-no" },
      },
    ],
    [FAKE_NONCES.paypal, { type: "PayPalAccount" }],
  ]);
  /** 3-D Secure authentications by id (from the nonces above). */
  readonly #authentications = new Map<string, NonNullable<Nonce["threeDSecure"]>>();
  /** Requests whose path matches are held unanswered (after being carried out, for sales). */
  hang: RegExp | null = null;
  /** Every request is answered 503 (the gateway is down). */
  down = false;
  readonly #held: ServerResponse[] = [];
  readonly #server = createServer((req, res) => this.#handle(req, res));

  constructor() {
    for (const nonce of this.nonces.values())
      if (nonce.threeDSecure)
        this.#authentications.set(nonce.threeDSecure.authenticationId, nonce.threeDSecure);
  }

  async start(): Promise<braintree.Environment> {
    await new Promise<void>((resolve) => this.#server.listen(0, "127.0.0.1", resolve));
    const { port } = this.#server.address() as AddressInfo;
    return new braintree.Environment(
      "127.0.0.1",
      String(port),
      "http://127.0.0.1",
      false,
      "127.0.0.1",
      String(port),
    );
  }

  async close(): Promise<void> {
    for (const res of this.#held.splice(0)) res.destroy();
    this.#server.closeAllConnections();
    await new Promise((resolve) => this.#server.close(resolve));
  }

  /** The sales made for an order id. */
  salesOf(orderId: string) {
    return this.transactions.filter((t) => t.type === "sale" && t.orderId === orderId);
  }

  /** Settles every sale, as Braintree's nightly batch does (a settled sale is refunded, not voided). */
  settleAll() {
    for (const t of this.transactions) if (t.status === "submitted_for_settlement") t.status = "settled";
  }

  #handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : {};
      const path = (req.url ?? "").replace(/^\/merchants\/[^/]+/, "");
      this.calls.push(`${req.method} ${path}`);
      if (this.down) return this.#send(res, 503, "");
      const answer = this.#route(req.method ?? "", path, body);
      if (this.hang?.test(path)) {
        this.#held.push(res);
        return;
      }
      this.#send(res, answer.status, answer.xml);
    });
  }

  #send(res: ServerResponse, status: number, xml: string) {
    res.writeHead(status, { "content-type": "application/xml; charset=utf-8" });
    res.end(xml ? `<?xml version="1.0" encoding="UTF-8"?>\n${xml}` : "");
  }

  // biome-ignore lint/suspicious/noExplicitAny: request bodies are the SDK's snake_case JSON.
  #route(method: string, path: string, body: any): { status: number; xml: string } {
    if (method === "POST" && path === "/client_token") {
      return ok(
        element("client-token", {
          value: Buffer.from(`{"version":2,"fake":"${randomUUID()}"}`).toString("base64"),
        }),
      );
    }
    const nonceMatch = /^\/payment_method_nonces\/(.+)$/.exec(path);
    if (method === "GET" && nonceMatch) {
      const match = nonceMatch;
      const nonce = this.nonces.get(decodeURIComponent(match[1]!));
      if (!nonce) return { status: 404, xml: "" };
      const tds = nonce.threeDSecure;
      return ok(
        element("payment-method-nonce", {
          nonce: match[1]!,
          type: nonce.type,
          "three-d-secure-info": tds
            ? {
                "liability-shifted": tds.shifted,
                "liability-shift-possible": tds.possible,
                status: tds.shifted ? "authenticate_successful" : "authenticate_failed",
                "three-d-secure-authentication-id": tds.authenticationId,
              }
            : null,
        }),
      );
    }
    if (method === "POST" && path === "/customers") {
      const nonce = this.nonces.get(body.customer?.payment_method_nonce);
      const verify = body.customer?.credit_card?.options?.verify_card === true;
      if (!nonce?.card) return apiError("Payment method nonce is invalid.", "91925");
      if (verify && nonce.card.declines) return apiError("Do Not Honor", "2000");
      const card: Card = { token: `tok${randomUUID().replaceAll("-", "")}`, ...nonce.card };
      this.cards.set(card.token, card);
      return ok(
        element("customer", {
          id: randomUUID(),
          "credit-cards": { array: "credit-card", items: [cardXml(card)] },
        }),
        201,
      );
    }
    if (method === "POST" && path === "/transactions") return this.#sale(body.transaction ?? {});
    if (method === "POST" && path === "/transactions/advanced_search_ids") {
      const ids = this.#search(body.search).map((t) => t.id);
      return ok(element("search-results", { "page-size": 50, ids: { array: "item", items: ids } }));
    }
    if (method === "POST" && path === "/transactions/advanced_search") {
      const ids: string[] = body.search?.ids ?? [];
      const found = this.transactions.filter((t) => ids.includes(t.id)).map(transactionXml);
      const inner = found.map((t) => element("transaction", t)).join("");
      return ok(`<credit-card-transactions type="collection">${inner}</credit-card-transactions>`);
    }
    const voidMatch = /^\/transactions\/([^/]+)\/void$/.exec(path);
    if (method === "PUT" && voidMatch) {
      const sale = this.transactions.find((t) => t.id === voidMatch[1]);
      if (!sale) return { status: 404, xml: "" };
      if (!["authorized", "submitted_for_settlement"].includes(sale.status))
        return apiError(
          "Transaction can only be voided if status is authorized or submitted_for_settlement.",
          "91504",
        );
      sale.status = "voided";
      return ok(element("transaction", transactionXml(sale)));
    }
    const refundMatch = /^\/transactions\/([^/]+)\/refund$/.exec(path);
    if (method === "POST" && refundMatch) {
      const sale = this.transactions.find((t) => t.id === refundMatch[1]);
      if (!sale) return { status: 404, xml: "" };
      if (sale.status !== "settled" && sale.status !== "settling")
        return apiError("Cannot refund a transaction unless it is settled.", "91506");
      const refunded = this.transactions
        .filter((t) => t.refundedTransactionId === sale.id)
        .reduce((sum, t) => sum + Number(t.amount), 0);
      const amount = body.transaction?.amount ?? sale.amount;
      if (refunded + Number(amount) > Number(sale.amount) + 1e-9)
        return apiError("Refund amount is too large.", "91521");
      const credit = this.#record({ type: "credit", amount, orderId: null, refundedTransactionId: sale.id });
      return ok(element("transaction", transactionXml(credit)), 201);
    }
    return { status: 404, xml: "" };
  }

  // biome-ignore lint/suspicious/noExplicitAny: the SDK's snake_case transaction.
  #sale(t: any): { status: number; xml: string } {
    const nonce: Nonce | undefined = this.nonces.get(t.payment_method_nonce);
    const card = t.payment_method_token ? this.cards.get(t.payment_method_token) : undefined;
    if (!nonce && !card) return apiError("Unknown or expired payment_method_nonce.", "91565");
    const threeDSecure =
      nonce?.threeDSecure ??
      (t.three_d_secure_authentication_id
        ? this.#authentications.get(t.three_d_secure_authentication_id)
        : undefined);
    const declines = (nonce?.card?.declines ?? card?.declines ?? false) || /^20\.\d\d$/.test(t.amount);
    const status = declines
      ? "processor_declined"
      : t.options?.submit_for_settlement
        ? "submitted_for_settlement"
        : "authorized";
    const sale = this.#record({
      type: "sale",
      amount: t.amount,
      orderId: t.order_id ?? null,
      status,
      processorResponseCode: declines ? "2000" : "1000",
      threeDSecure: threeDSecure ?? null,
      cardToken: card?.token ?? null,
    });
    if (declines) return apiError("Do Not Honor", null, sale);
    return ok(element("transaction", transactionXml(sale)), 201);
  }

  #record(fields: Partial<FakeTransaction> & Pick<FakeTransaction, "type" | "amount" | "orderId">) {
    const transaction: FakeTransaction = {
      id: randomUUID().slice(0, 8),
      status: "submitted_for_settlement",
      processorResponseCode: "1000",
      refundedTransactionId: null,
      threeDSecure: null,
      cardToken: null,
      ...fields,
    };
    this.transactions.push(transaction);
    return transaction;
  }

  /** The search criteria our adapter sends: order id is. */
  // biome-ignore lint/suspicious/noExplicitAny: the SDK's search hash.
  #search(search: any): FakeTransaction[] {
    const orderId = search?.order_id?.is;
    return this.transactions.filter((t) => orderId === undefined || t.orderId === orderId);
  }
}
