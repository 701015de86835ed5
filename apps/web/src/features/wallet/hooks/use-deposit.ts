import {
  type ApiClient,
  type CardInput,
  type DepositResponse,
  depositByCard,
  depositByPaypal,
  getPaypalClientToken,
} from "@lotto/api";
import type { Cents } from "@lotto/core";
import { type PaymentPurpose, type PaymentRequest, paymentMachine } from "@lotto/core/machines";
import { useQueryClient } from "@tanstack/react-query";
import { useActorRef, useSelector } from "@xstate/react";
import { useRef, useState } from "react";
import { fromPromise } from "xstate";
import { invalidateAfter } from "@/api/invalidate";
import { useDialogHash } from "@/hooks/use-dialog-hash";
import { decideFeedbackPrompt } from "@/lib/feedback-prompt";
import { useShell } from "@/lib/shell-context";
import { type CardGatewayAdapter, sandboxCardGatewayAdapter } from "../card-gateway-adapter";
import { type PaypalAdapter, sandboxPaypalAdapter } from "../paypal-adapter";

/**
 * Where a card deposit's money comes from: a saved card, one typed in (saved when asked), or one typed
 * into Braintree's Hosted Fields, which tokenise it themselves for the amount (3-D Secure).
 */
export type CardSource =
  | { kind: "saved"; cardId: string }
  | { kind: "new"; card: CardInput; saveCard: boolean }
  | { kind: "hosted"; tokenise(amount: Cents): Promise<string>; saveCard: boolean };

/**
 * What a deposit needs besides the machine: the API, PayPal, the card gateway (a new card is
 * tokenised there, never sent to our API), the chosen card and what to do after.
 */
export interface DepositEffects {
  api: ApiClient;
  paypal: PaypalAdapter;
  cardGateway: CardGatewayAdapter;
  cardSource(): CardSource | null;
  deposited(response: DepositResponse): void;
  /**
   * One key for every attempt of a pay-and-buy flow: a retry after a lost answer gets the first charge
   * back instead of a second one. Without it each attempt has its own key.
   */
  idempotencyKey?: string | undefined;
}

/**
 * The payment machine for a deposit (R-STATES payment): each attempt carries its own Idempotency-Key,
 * so a retried request never charges twice; PayPal first gets a client token and the adapter's nonce.
 */
export function createDepositLogic(fx: DepositEffects) {
  return paymentMachine.provide({
    actors: {
      pay: fromPromise<unknown, PaymentRequest>(async ({ input }) => {
        const headers = { "Idempotency-Key": fx.idempotencyKey ?? crypto.randomUUID() };
        let response: DepositResponse;
        if (input.method === "paypal") {
          const { client_token } = await getPaypalClientToken(fx.api);
          const nonce = await fx.paypal.approve(client_token, input.amount);
          response = await depositByPaypal(fx.api, { body: { amount: input.amount, nonce }, headers });
        } else {
          const source = fx.cardSource();
          if (!source) throw new Error("Please choose a card.");
          const body =
            source.kind === "saved"
              ? { amount: input.amount, card_id: source.cardId }
              : {
                  amount: input.amount,
                  card_token:
                    source.kind === "hosted"
                      ? await source.tokenise(input.amount)
                      : await fx.cardGateway.tokenise(source.card),
                  save_card: source.saveCard,
                };
          response = await depositByCard(fx.api, { body, headers });
        }
        fx.deposited(response);
        return response;
      }),
    },
  });
}

/** The receipt of a finished deposit. */
export interface DepositReceiptData extends DepositResponse {
  method: "card" | "paypal";
}

/** A payment for a purchase rather than a deposit (R-STATES payment contexts game and cart). */
export interface PurchasePayment {
  purpose: Exclude<PaymentPurpose, "deposit">;
  /** The amount to pay (core's `topUpAmount`). */
  amount: Cents;
  idempotencyKey: string;
  /** The money is in the wallet: buy now. */
  onPaid(): void;
}

/**
 * One deposit: the payment machine with real effects. A success refreshes balance, limits and cards
 * (top bar, cart and account read the same keys) and may ask for feedback (R-STATES); a payment for a
 * purchase hands over to the purchase instead, which asks for its own feedback.
 */
export function useDeposit(
  minimumDeposit: Cents,
  paypal: PaypalAdapter = sandboxPaypalAdapter,
  forPurchase?: PurchasePayment,
  cardGateway: CardGatewayAdapter = sandboxCardGatewayAdapter,
) {
  const { api } = useShell();
  const queries = useQueryClient();
  const dialogs = useDialogHash();
  const cardSource = useRef<CardSource | null>(null);
  const [receipt, setReceipt] = useState<DepositReceiptData | null>(null);
  const methodRef = useRef<"card" | "paypal">("card");
  const [logic] = useState(() =>
    createDepositLogic({
      api,
      paypal,
      cardGateway,
      cardSource: () => cardSource.current,
      idempotencyKey: forPurchase?.idempotencyKey,
      deposited: (response) => {
        void invalidateAfter(queries, "deposit");
        if (forPurchase) return forPurchase.onPaid();
        setReceipt({ ...response, method: methodRef.current });
        decideFeedbackPrompt(api, "deposit")
          .then((ask) => ask && dialogs.show("feedback-deposit"))
          // A prompt that cannot be decided is simply not shown.
          .catch(() => undefined);
      },
    }),
  );
  const actor = useActorRef(logic, {
    input: { method: "card", purpose: forPurchase?.purpose ?? "deposit", minimumDeposit },
  });
  const snapshot = useSelector(actor, (s) => s);
  methodRef.current = snapshot.context.method;
  return {
    snapshot,
    send: actor.send,
    receipt,
    setCardSource: (s: CardSource | null) => (cardSource.current = s),
  };
}
