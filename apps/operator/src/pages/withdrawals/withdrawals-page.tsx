import { operatorPayWithdrawalEndpoint, operatorRejectWithdrawalEndpoint } from "@lotto/api";
import { formatBsb } from "@lotto/core";
import { Button } from "@lotto/ui/button";
import { Chip } from "@lotto/ui/chip";
import { formatMoney } from "@lotto/ui/format-money";
import type { Withdrawal } from "../../api/answers";
import { queryKeys } from "../../api/query-keys";
import { useWithdrawals } from "../../api/reads";
import { useRowDecision } from "../../api/use-row-decision";
import { ActionDialog } from "../../components/action-dialog";
import { ConsolePage } from "../../components/console-page";
import { DataTable, RowActions } from "../../components/data-table";
import { formatWhen } from "../../components/format";
import { QueryState } from "../../components/query-state";

/**
 * Withdrawals waiting for the bank: pay one once the bank has sent it, or reject it with the reason
 * the player will read (the amount goes back to their balance). A held one (the account's name does
 * not match the player's) is flagged.
 */
export default function WithdrawalsPage() {
  const query = useWithdrawals();
  const { decision, choose, close, confirm, busy, error } = useRowDecision<Withdrawal>(
    operatorPayWithdrawalEndpoint,
    operatorRejectWithdrawalEndpoint,
    queryKeys.withdrawals,
  );
  return (
    <ConsolePage title="Withdrawals" intro="Pending and held withdrawals, oldest first.">
      <QueryState
        query={query}
        label="Loading withdrawals"
        isEmpty={(data) => data.withdrawals.length === 0}
        empty={{ title: "No withdrawals waiting", text: "New requests appear here as players make them." }}
      >
        {(data) => (
          <DataTable>
            <caption>{data.withdrawals.length} waiting</caption>
            <thead>
              <tr>
                <th scope="col">Requested</th>
                <th scope="col">Player</th>
                <th scope="col">Account to pay</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.withdrawals.map((w) => (
                <tr key={w.id}>
                  <td data-label="Requested">{formatWhen(w.requested_at)}</td>
                  <td data-label="Player">{w.player_name ?? w.player_id}</td>
                  <td data-label="Account to pay">
                    {w.account_name}
                    <br />
                    BSB {formatBsb(w.bsb)} · {w.account_number}
                  </td>
                  <td data-label="Amount" className="number">
                    {formatMoney(w.amount)}
                  </td>
                  <td data-label="Status">
                    {w.held === "name mismatch" ? <Chip tone="accent">Name mismatch</Chip> : w.status}
                  </td>
                  <td data-label="Actions">
                    <RowActions>
                      <Button $size="small" type="button" onClick={() => choose("accept", w)}>
                        Pay
                      </Button>
                      <Button
                        $size="small"
                        $variant="danger"
                        type="button"
                        onClick={() => choose("reject", w)}
                      >
                        Reject
                      </Button>
                    </RowActions>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </QueryState>
      {decision && (
        <ActionDialog
          title={decision.kind === "accept" ? "Mark as paid" : "Reject withdrawal"}
          confirm={decision.kind === "accept" ? `Paid ${formatMoney(decision.row.amount)}` : "Reject"}
          danger={decision.kind === "reject"}
          {...(decision.kind === "reject" ? { reason: "Reason the player will read" } : {})}
          busy={busy}
          error={error}
          onConfirm={confirm}
          onCancel={close}
        >
          <p>
            {formatMoney(decision.row.amount)} to {decision.row.account_name}, BSB{" "}
            {formatBsb(decision.row.bsb)}, account {decision.row.account_number}.
          </p>
          {decision.kind === "accept" ? (
            <p>Confirm only once the bank has sent the payment.</p>
          ) : (
            <p>The amount goes back to the player's balance.</p>
          )}
          {decision.row.held === "name mismatch" && (
            <p>
              <strong>The account's name does not match the player's.</strong>
            </p>
          )}
        </ActionDialog>
      )}
    </ConsolePage>
  );
}
