import type { Withdrawal } from "@lotto/api";
import { BANK_ACCOUNT_SAFEGUARD_TEXT, perthDateOf, WITHDRAWAL_TEXT } from "@lotto/core";
import { Button } from "@lotto/ui/button";
import { formatMoney } from "@lotto/ui/format-money";
import { colors } from "@lotto/ui/theme";
import styled from "styled-components";
import { instantOf } from "@/lib/instant";

const STATUS_LABEL: Record<Withdrawal["status"], string> = {
  pending: "Pending",
  held: "Held for review",
  paid: "Paid",
  rejected: "Rejected, credited back",
  cancelled: "Cancelled, credited back",
};

/**
 * The player's latest withdrawals; a pending or held one can be cancelled, a held one says why it waits,
 * a rejected one why it was refused.
 */
export function WithdrawalList({
  withdrawals,
  busy,
  onCancel,
}: {
  withdrawals: readonly Withdrawal[];
  busy: boolean;
  onCancel(id: string): void;
}) {
  if (withdrawals.length === 0) return <p>No withdrawals yet.</p>;
  return (
    <List aria-label="Your withdrawals">
      {withdrawals.map((w) => (
        <li key={w.id} data-testid="withdrawal">
          <strong>{formatMoney(w.amount)}</strong>
          <span>
            {perthDateOf(instantOf(w.requested_at))} to {w.bank_account}
          </span>
          <Status $status={w.status}>{STATUS_LABEL[w.status]}</Status>
          {w.status === "rejected" && w.reason && <small>{WITHDRAWAL_TEXT.rejected(w.reason)}</small>}
          {w.status === "held" && w.hold && <small>{BANK_ACCOUNT_SAFEGUARD_TEXT.held[w.hold]}</small>}
          {(w.status === "pending" || w.status === "held") && (
            <Button type="button" $variant="link" disabled={busy} onClick={() => onCancel(w.id)}>
              Cancel withdrawal
            </Button>
          )}
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 12px;
    padding: 12px 0;
    border-bottom: 1px solid ${colors.border};
  }
  small { flex-basis: 100%; color: ${colors.textMuted}; }
`;

const Status = styled.span<{ $status: Withdrawal["status"] }>`
  font-weight: 600;
  color: ${({ $status }) => ($status === "paid" ? colors.success : $status === "pending" || $status === "held" ? colors.warning : colors.textMuted)};
`;
