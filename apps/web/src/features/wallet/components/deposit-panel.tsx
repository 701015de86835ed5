import type { Card, PaymentGateway } from "@lotto/api";
import { belowMinimumDepositText, type Cents, externalFailureText } from "@lotto/core";
import { useRef, useState } from "react";
import { usePaymentGateway } from "../api/wallet-queries";
import { braintreePaypalAdapter } from "../braintree/braintree-paypal-adapter";
import { type PurchasePayment, useDeposit } from "../hooks/use-deposit";
import { useDepositCountdown } from "../hooks/use-deposit-countdown";
import { type PaypalAdapter, sandboxPaypalAdapter } from "../paypal-adapter";
import { DepositForm } from "./deposit-form";
import { DepositReceipt } from "./deposit-receipt";

/** Height of the deposit form with the demo player's saved cards (measured 320 to 1280 px): its skeleton's. */
export const DEPOSIT_FORM_HEIGHT = 644;
/** Props of {@link DepositPanel}. */
export interface DepositPanelProps {
  minimumDeposit: Cents;
  cards: readonly Card[];
  paypal?: PaypalAdapter;
  /** Starts a fresh deposit after a receipt. */
  onAgain(): void;
  /** Pays a fixed amount for a purchase (R-STATES payment contexts game and cart) instead of a deposit. */
  forPurchase?: PurchasePayment;
  /** The payment gateway; by default the server's (`GET /config`). */
  gateway?: PaymentGateway | undefined;
}

/** A deposit on the payment machine: form, processing, errors with the external-failure countdown, receipt. */
export function DepositPanel({
  minimumDeposit,
  cards,
  paypal,
  onAgain,
  forPurchase,
  ...props
}: DepositPanelProps) {
  const served = usePaymentGateway();
  const gateway = props.gateway ?? served;
  const current = useRef(gateway);
  current.current = gateway;
  // The machine keeps its first adapter; the gateway may be known only later, so it is read per payment.
  const [serverPaypal] = useState<PaypalAdapter>(() => ({
    approve: (token, amount) =>
      (current.current === "braintree" ? braintreePaypalAdapter : sandboxPaypalAdapter).approve(
        token,
        amount,
      ),
  }));
  const { snapshot, send, receipt, setCardSource } = useDeposit(
    minimumDeposit,
    paypal ?? serverPaypal,
    forPurchase,
  );
  const { context } = snapshot;
  const coolingDown = snapshot.hasTag("cooling-down");
  const left = useDepositCountdown(coolingDown, context.waitSeconds, context.externalFailures);
  if (snapshot.status === "done" && receipt) return <DepositReceipt receipt={receipt} onAgain={onAgain} />;
  if (snapshot.status === "done") return <p role="status">Payment received. Buying your tickets…</p>;
  const error =
    coolingDown || context.externalError ? externalFailureText(coolingDown ? left : 0) : context.error;
  return (
    <DepositForm
      minimumDeposit={minimumDeposit}
      method={context.method}
      cards={cards}
      processing={snapshot.hasTag("processing")}
      coolingDown={coolingDown}
      error={snapshot.hasTag("error") ? error : null}
      amountProblem={context.belowMinimum ? belowMinimumDepositText(minimumDeposit) : null}
      fixedAmount={forPurchase?.amount}
      gateway={gateway}
      onMethod={(method) => {
        // A new choice after an error starts again from the form (the wait has already passed).
        if (snapshot.hasTag("dismissable")) send({ type: "PAYMENT.DISMISS" });
        send({ type: "PAYMENT.SET_METHOD", method });
      }}
      onSubmit={(amount, source) => {
        setCardSource(source);
        send({ type: "PAYMENT.SUBMIT", amount });
      }}
    />
  );
}
