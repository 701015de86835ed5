import type { DepositLimits } from "@lotto/api";
import {
  DEPOSIT_LIMIT_PERIODS,
  type DepositLimit,
  type DepositLimitPeriod,
  DOLLARS_AMOUNT_TEXT,
  depositLimitText,
  depositPeriodNow,
  parseDollars,
} from "@lotto/core";
import { Button } from "@lotto/ui/button";
import { Figures } from "@lotto/ui/figures";
import { Field, SelectField } from "@lotto/ui/form";
import { formatMoney } from "@lotto/ui/format-money";
import { useState } from "react";
import { type ActionStatus, ActionStatusLine } from "./action-status";
import { Form } from "./form";
import { PendingFrom } from "./pending-from";

const PERIOD_LABEL: Record<DepositLimitPeriod, string> = {
  day: "Each day",
  week: "Each week (Monday to Sunday)",
  month: "Each calendar month",
};

/** Props of {@link DepositLimitPanel}. */
export interface DepositLimitPanelProps {
  /** Null while the deposit limits load. */
  limits: DepositLimits | null;
  /** The date a pending change applies, already formatted for the player. */
  pendingFrom: string | null;
  status: ActionStatus;
  /** A new limit, or null to remove it. */
  onSet(limit: DepositLimit | null): void;
  onInfo(): void;
}

/**
 * The player's own deposit limit per day, week or month (account tab 2; docs/decisions.md "Deposit
 * limits"): a stricter limit applies at once, a looser one or removing it after 7 days and shows as
 * pending until then (the server decides which).
 */
export function DepositLimitPanel({ limits, pendingFrom, status, onSet, onInfo }: DepositLimitPanelProps) {
  const [amount, setAmount] = useState("");
  const [period, setPeriod] = useState<DepositLimitPeriod>(limits?.limit?.period ?? "week");
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    const cents = parseDollars(amount);
    setError(cents === null ? DOLLARS_AMOUNT_TEXT : undefined);
    if (cents !== null) onSet({ period, amount: cents });
  };
  const limit = limits?.limit ?? null;
  const pending = limits?.pending ?? null;
  return (
    <Form onSubmit={submit} aria-label="Deposit limit">
      {limits && (
        <Figures>
          <div>
            <dt>Deposit limit</dt>
            <dd>{limit ? depositLimitText(limit) : "Not set"}</dd>
          </div>
          {limit && limits.remaining_in_period !== null && (
            <div>
              <dt>Left to deposit {depositPeriodNow(limit.period)}</dt>
              <dd>{formatMoney(limits.remaining_in_period)}</dd>
            </div>
          )}
          {pending && (
            <div>
              <dt>Pending change</dt>
              <dd>
                {pending.limit ? depositLimitText(pending.limit) : "No limit"}{" "}
                <PendingFrom>from {pendingFrom}</PendingFrom>
              </dd>
            </div>
          )}
        </Figures>
      )}
      <SelectField
        label="Limit period"
        value={period}
        options={DEPOSIT_LIMIT_PERIODS.map((p) => ({ value: p, label: PERIOD_LABEL[p] }))}
        onChange={(e) => setPeriod(e.target.value as DepositLimitPeriod)}
      />
      <Field
        label="New deposit limit ($)"
        inputMode="decimal"
        hint="A lower limit applies straight away; a higher one, or removing it, after 7 days."
        value={amount}
        error={error}
        onChange={(e) => setAmount(e.target.value)}
      />
      <ActionStatusLine status={status} />
      <Button type="submit" disabled={status.kind === "busy"}>
        Set deposit limit
      </Button>
      {limit && (
        <Button
          type="button"
          $variant="secondary"
          disabled={status.kind === "busy"}
          onClick={() => onSet(null)}
        >
          Remove deposit limit
        </Button>
      )}
      <Button type="button" $variant="link" onClick={onInfo}>
        About deposit limits
      </Button>
    </Form>
  );
}
