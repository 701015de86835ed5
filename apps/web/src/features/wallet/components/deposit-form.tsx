import type { Card, PaymentGateway } from "@lotto/api";
import {
  belowMinimumDepositText,
  type Cents,
  DOLLARS_AMOUNT_TEXT,
  orderSavedCards,
  type PaymentMethod,
  parseDollars,
  preferredCardId,
} from "@lotto/core";
import { Button } from "@lotto/ui/button";
import { CheckField, Field } from "@lotto/ui/form";
import { formatMoney } from "@lotto/ui/format-money";
import { Spinner } from "@lotto/ui/spinner";
import { colors } from "@lotto/ui/theme";
import { type FormEvent, useRef, useState } from "react";
import styled from "styled-components";
import { PAYPAL_BUTTON_ID } from "../braintree/braintree-paypal-adapter";
import type { HostedCard } from "../braintree/braintree-sdk";
import { HostedCardFields } from "../braintree/hosted-card-fields";
import type { CardSource } from "../hooks/use-deposit";
import { CardFields, EMPTY_CARD } from "./card-fields";
import { Column } from "./column";

const NEW_CARD = "new";

/** Props of {@link DepositForm}; the payment machine's state comes in, the player's choices go out. */
export interface DepositFormProps {
  minimumDeposit: Cents;
  method: PaymentMethod;
  cards: readonly Card[];
  /** The payment is being processed (R-STATES card processing). */
  processing: boolean;
  /** An external-failure wait is running: no new attempt yet (R-ERRORS). */
  coolingDown: boolean;
  /** The payment error to show, already worded (R-ERRORS). */
  error: string | null;
  /** The minimum-deposit message when the last amount was below it. */
  amountProblem: string | null;
  /** A payment of this exact amount for a purchase: no amount to type, the buttons say so. */
  fixedAmount?: Cents | undefined;
  /** The server's payment gateway (`GET /config`): Braintree swaps in its Hosted Fields and PayPal button. */
  gateway?: PaymentGateway | undefined;
  onMethod(method: PaymentMethod): void;
  onSubmit(amount: Cents, source: CardSource | null): void;
}

/** A deposit by card (saved or new) or PayPal, with the minimum shown (R-STATES, R-VALIDATION). */
export function DepositForm(props: DepositFormProps) {
  const { minimumDeposit, method, cards, processing, coolingDown, error, fixedAmount } = props;
  const [amount, setAmount] = useState("");
  const [amountError, setAmountError] = useState<string | null>(null);
  const [choice, setChoice] = useState(() => preferredCardId(cards) ?? NEW_CARD);
  const [card, setCard] = useState(EMPTY_CARD);
  const [saveCard, setSaveCard] = useState(true);
  const hosted = useRef<HostedCard | null>(null);
  const braintree = props.gateway === "braintree";
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const cents = fixedAmount ?? parseDollars(amount);
    setAmountError(cents === null ? DOLLARS_AMOUNT_TEXT : null);
    if (cents === null) return;
    const source: CardSource | null =
      method === "paypal"
        ? null
        : choice !== NEW_CARD
          ? { kind: "saved", cardId: choice }
          : braintree
            ? { kind: "hosted", tokenise: (cents) => tokeniseHosted(hosted.current, cents), saveCard }
            : { kind: "new", card, saveCard };
    props.onSubmit(cents, source);
  };
  return (
    <Column
      as="form"
      onSubmit={submit}
      noValidate
      aria-label={fixedAmount === undefined ? "Deposit" : "Pay and buy"}
      aria-busy={processing}
    >
      <Fields disabled={processing || coolingDown}>
        {fixedAmount === undefined ? (
          <Field
            label="Amount ($)"
            inputMode="decimal"
            hint={belowMinimumDepositText(minimumDeposit)}
            value={amount}
            error={amountError ?? props.amountProblem ?? undefined}
            onChange={(e) => setAmount(e.target.value)}
          />
        ) : (
          <p>
            Amount to pay: <strong>{formatMoney(fixedAmount)}</strong>
          </p>
        )}
        <Choices>
          <legend>Pay with</legend>
          {(["card", "paypal"] as const).map((m) => (
            <label key={m}>
              <input type="radio" name="method" checked={method === m} onChange={() => props.onMethod(m)} />
              {m === "card" ? "Card" : "PayPal"}
            </label>
          ))}
        </Choices>
        {method === "card" && (
          <>
            <Choices>
              <legend>Card</legend>
              {orderSavedCards(cards).map((c) => (
                <label key={c.id}>
                  <input
                    type="radio"
                    name="card"
                    disabled={c.expired}
                    checked={choice === c.id}
                    onChange={() => setChoice(c.id)}
                  />
                  {c.type} {c.formatted_number} {c.default ? "(default)" : ""} {c.expired ? "(expired)" : ""}
                </label>
              ))}
              <label>
                <input
                  type="radio"
                  name="card"
                  checked={choice === NEW_CARD}
                  onChange={() => setChoice(NEW_CARD)}
                />
                A new card
              </label>
            </Choices>
            {choice === NEW_CARD && (
              <>
                {braintree ? (
                  <HostedCardFields onCard={(mounted) => (hosted.current = mounted)} />
                ) : (
                  <CardFields value={card} onChange={setCard} />
                )}
                <CheckField label="Save this card for next time" checked={saveCard} onChange={setSaveCard} />
              </>
            )}
          </>
        )}
        {method === "paypal" && <p>You will approve the payment with PayPal.</p>}
        {method === "paypal" && braintree && <div id={PAYPAL_BUTTON_ID} />}
      </Fields>
      {error && (
        <ErrorBox role="alert" aria-live="assertive">
          {error}
        </ErrorBox>
      )}
      {processing && <Spinner label="Processing your payment" size={32} />}
      <Button type="submit" disabled={processing || coolingDown}>
        {processing ? "Processing…" : submitLabel(method, fixedAmount)}
      </Button>
    </Column>
  );
}

/** Text when the hosted card fields are not ready to tokenise. */
export const HOSTED_FIELDS_NOT_READY = "Please wait for the card fields to load.";

function tokeniseHosted(card: HostedCard | null, cents: Cents): Promise<string> {
  return card ? card.tokenise(cents) : Promise.reject(new Error(HOSTED_FIELDS_NOT_READY));
}

function submitLabel(method: PaymentMethod, fixedAmount: Cents | undefined): string {
  if (fixedAmount !== undefined)
    return `Pay ${formatMoney(fixedAmount)}${method === "paypal" ? " with PayPal" : ""} and buy`;
  return method === "paypal" ? "Deposit with PayPal" : "Deposit";
}

const Fields = styled.fieldset`
  display: contents;
`;

const Choices = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin: 0;
  padding: 8px 12px;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
  }
`;

const ErrorBox = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-radius: 8px;
  color: ${colors.surface};
  background: ${colors.error};
`;
