import type { Cents } from "@lotto/core";
import styled from "styled-components";
import { colors } from "@/config/theme";
import { formatMoney } from "@/lib/format-money";

/** One ticket of a finished purchase, as the result shows it. */
export interface PurchasedTicketLine {
  id: string;
  gameName: string;
  cost: Cents;
  /** Why the server refused it; null when bought. */
  reason: string | null;
}

/** Props of {@link PurchaseResult}. */
export interface PurchaseResultProps {
  status: "COMPLETED" | "COMPLETED_WITH_ERRORS" | "FAILED";
  tickets: readonly PurchasedTicketLine[];
  /** The group's failure message (FAILED), if any. */
  message: string | null;
  onViewTickets: () => void;
  onContinue: () => void;
}

const TITLES = {
  COMPLETED: "Purchase complete",
  COMPLETED_WITH_ERRORS: "Some tickets could not be bought",
  FAILED: "Purchase failed",
} as const;

/** The outcome of a purchase; with errors it lists exactly which tickets failed, not charged (R-STATES). */
export function PurchaseResult({ status, tickets, message, onViewTickets, onContinue }: PurchaseResultProps) {
  const bought = tickets.filter((t) => t.reason === null);
  const failed = tickets.filter((t) => t.reason !== null);
  return (
    <Panel aria-labelledby="purchase-result-title" $failed={status !== "COMPLETED"}>
      <h2 id="purchase-result-title">{TITLES[status]}</h2>
      {message && <p role="alert">{message}</p>}
      {bought.length > 0 && (
        <>
          <h3>Bought</h3>
          <ul>
            {bought.map((t) => (
              <li key={t.id}>
                {t.gameName} · {formatMoney(t.cost)}
              </li>
            ))}
          </ul>
        </>
      )}
      {failed.length > 0 && (
        <>
          <h3>Not bought: you were not charged for these</h3>
          <ul aria-label="Failed tickets">
            {failed.map((t) => (
              <li key={t.id}>
                {t.gameName} · {formatMoney(t.cost)} not charged: {t.reason}
              </li>
            ))}
          </ul>
        </>
      )}
      <Actions>
        {bought.length > 0 && (
          <button type="button" onClick={onViewTickets}>
            View my tickets
          </button>
        )}
        <button type="button" onClick={onContinue}>
          Continue playing
        </button>
      </Actions>
    </Panel>
  );
}

const Panel = styled.section<{ $failed: boolean }>`
  padding: 16px;
  border-top: 6px solid ${(p) => (p.$failed ? colors.error : colors.success)};
  border-radius: 12px;
  background: ${colors.surface};
  color: ${colors.text};
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;

  button {
    padding: 10px 16px;
    border: 1px solid ${colors.primary};
    border-radius: 8px;
    background: ${colors.surface};
    color: ${colors.primary};
    font-weight: 700;
    cursor: pointer;
  }
`;
