import { Button } from "@lotto/ui/button";
import { Field, PasswordField } from "@lotto/ui/form";
import { useState } from "react";
import { type ActionStatus, ActionStatusLine } from "./action-status";
import { Form } from "./form";

/** What closing does with the money, said before the player confirms (docs/decisions.md "Closed-loop wallet"). */
export const CLOSURE_MONEY_TEXT = {
  heading: "What happens to your money",
  deposits:
    "Money you deposited and have not played is refunded to the card or PayPal account it came from. A BPAY or bank transfer deposit is refunded by our team to the account it came from.",
  winnings:
    "Your winnings are paid to your bank account when it has passed its 24-hour check. Without one, our team contacts you to pay them.",
} as const;

/** Close account (account tab 5): the password confirms it; afterwards the home page says so (R-ERRORS). */
export function CloseAccountPanel({
  status,
  onClose,
}: {
  status: ActionStatus;
  onClose(password: string, reason: string): void;
}) {
  const [password, setPassword] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    setError(password === "" ? "Password is required." : undefined);
    if (password !== "") onClose(password, reason.trim());
  };
  return (
    <Form onSubmit={submit} aria-label="Close account">
      <p>Closing your account is permanent; you will be logged out.</p>
      <section aria-labelledby="closure-money">
        <h3 id="closure-money">{CLOSURE_MONEY_TEXT.heading}</h3>
        <ul>
          <li>{CLOSURE_MONEY_TEXT.deposits}</li>
          <li>{CLOSURE_MONEY_TEXT.winnings}</li>
        </ul>
      </section>
      <Field label="Reason (optional)" value={reason} onChange={(e) => setReason(e.target.value)} />
      <PasswordField value={password} error={error} onChange={setPassword} />
      <ActionStatusLine status={status} />
      <Button type="submit" $variant="secondary" disabled={status.kind === "busy"}>
        Close my account
      </Button>
    </Form>
  );
}
