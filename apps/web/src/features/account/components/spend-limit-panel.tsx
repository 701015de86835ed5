import { parseDollars } from "@lotto/core";
import { Button } from "@lotto/ui/button";
import { Figures } from "@lotto/ui/figures";
import { Field } from "@lotto/ui/form";
import { formatMoney } from "@lotto/ui/format-money";
import { useState } from "react";
import type { SpendLimitView } from "../spend-limit";
import { type ActionStatus, ActionStatusLine } from "./action-status";
import { Form } from "./form";
import { PendingFrom } from "./pending-from";

/** Props of {@link SpendLimitPanel}. */
export interface SpendLimitPanelProps {
  /** Null while the limits load (or before account setup chose one). */
  limit: SpendLimitView | null;
  /** The date a pending raise applies, already formatted for the player. */
  pendingFrom: string | null;
  status: ActionStatus;
  onSet(cents: number): void;
  onInfo(): void;
}

/**
 * Weekly spend limit (account tab 2 and /account-setup): lowering applies at once, a raise after 7 days
 * and shows as pending until then (R-ACCOUNT; the server decides which).
 */
export function SpendLimitPanel({ limit, pendingFrom, status, onSet, onInfo }: SpendLimitPanelProps) {
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    const cents = parseDollars(amount);
    setError(cents === null ? "Please enter an amount in dollars, for example 50." : undefined);
    if (cents !== null) onSet(cents);
  };
  return (
    <Form onSubmit={submit} aria-label="Weekly spend limit">
      {limit && (
        <Figures>
          <div>
            <dt>Weekly spend limit</dt>
            <dd>{limit.maximum === null ? "Not set" : formatMoney(limit.maximum)}</dd>
          </div>
          <div>
            <dt>Left to spend this week</dt>
            <dd>{formatMoney(limit.remaining)}</dd>
          </div>
          {limit.pending && (
            <div>
              <dt>Pending increase</dt>
              <dd>
                {formatMoney(limit.pending.amount)} <PendingFrom>from {pendingFrom}</PendingFrom>
              </dd>
            </div>
          )}
        </Figures>
      )}
      <Field
        label="New weekly limit ($)"
        inputMode="decimal"
        hint="Lowering applies straight away; raising applies after 7 days."
        value={amount}
        error={error}
        onChange={(e) => setAmount(e.target.value)}
      />
      <ActionStatusLine status={status} />
      <Button type="submit" disabled={status.kind === "busy"}>
        Set limit
      </Button>
      <Button type="button" $variant="link" onClick={onInfo}>
        About spend limits
      </Button>
    </Form>
  );
}
