import { operatorPayWinEndpoint } from "@lotto/api";
import { Button } from "@lotto/ui/button";
import { Field, FormColumn } from "@lotto/ui/form";
import { formatMoney } from "@lotto/ui/format-money";
import { useState } from "react";
import * as v from "valibot";
import { ClaimPaidSchema } from "../../api/answers";
import { useOperatorAction } from "../../api/use-operator-action";
import { ActionDialog } from "../../components/action-dialog";
import { ConsolePage } from "../../components/console-page";

/** What the page says once a claim is paid (or was paid before). */
export function claimPaidText(answer: unknown): string {
  const parsed = v.safeParse(ClaimPaidSchema, answer);
  if (!parsed.success) return "The claim is recorded.";
  const { ticket_id, amount, already_paid } = parsed.output;
  return already_paid
    ? `Ticket ${ticket_id} was already paid (${formatMoney(amount)}); nothing was paid again.`
    : `Paid ${formatMoney(amount)} for ticket ${ticket_id} into the player's winnings.`;
}

/**
 * Large wins the player claims: the operator checks the claim, then pays the ticket once through the
 * ledger. A ticket not waiting for a claim is refused with the server's reason.
 */
export default function ClaimsPage() {
  const [ticket, setTicket] = useState("");
  const [missing, setMissing] = useState(false);
  const [asking, setAsking] = useState(false);
  const [paid, setPaid] = useState<string | null>(null);
  const pay = useOperatorAction(operatorPayWinEndpoint, []);
  const ask = () => {
    if (ticket.trim() === "") return setMissing(true);
    setPaid(null);
    setAsking(true);
  };
  const close = () => {
    setAsking(false);
    pay.reset();
  };
  const confirm = () =>
    pay.mutate(
      { ticket: ticket.trim() },
      {
        onSuccess: (answer) => {
          setPaid(claimPaidText(answer));
          setTicket("");
          close();
        },
      },
    );
  return (
    <ConsolePage title="Claims" intro="Pay a large win once the player's claim is checked.">
      <FormColumn onSubmit={ask} style={{ maxWidth: 420 }}>
        <Field
          label="Ticket id"
          value={ticket}
          maxLength={100}
          autoComplete="off"
          error={missing ? "Enter the ticket id." : undefined}
          onChange={(e) => {
            setTicket(e.target.value);
            setMissing(false);
          }}
        />
        <div>
          <Button type="submit">Pay claim</Button>
        </div>
      </FormColumn>
      {paid && <p role="status">{paid}</p>}
      {asking && (
        <ActionDialog
          title="Pay claim"
          confirm="Pay"
          busy={pay.isPending}
          error={pay.error?.message ?? null}
          onConfirm={confirm}
          onCancel={close}
        >
          <p>Pay the prize of ticket {ticket.trim()} into the player's winnings? A ticket is paid once.</p>
        </ActionDialog>
      )}
    </ConsolePage>
  );
}
