import { useEffect, useRef } from "react";
import styled from "styled-components";
import { colors } from "@/config/theme";
import { useHashedDialog } from "@/hooks/use-hashed-dialog";
import { formatMoney } from "@/lib/format-money";
import type { ResultSummary } from "./result-summary";

/** Props of {@link DividendsDialog}. */
export interface DividendsDialogProps {
  result: ResultSummary;
  onClose: () => void;
}

/** The dividends dialog (`#dividend-dialog`, spec §2): each division's prize and winners; back closes it. */
export function DividendsDialog({ result, onClose }: DividendsDialogProps) {
  useHashedDialog("dividend", onClose);
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), []);
  return (
    <Backdrop onClick={onClose}>
      <Panel
        id="dividend-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="dividend-dialog-title"
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => event.key === "Escape" && onClose()}
      >
        <h2 id="dividend-dialog-title">
          {result.gameTitle} draw {result.drawNumber} dividends
        </h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Division</th>
              <th scope="col">Prize</th>
              <th scope="col">Winners</th>
            </tr>
          </thead>
          <tbody>
            {result.divisions.map((line) => (
              <tr key={line.division}>
                <td>{line.division}</td>
                <td>{formatMoney(line.each)}</td>
                <td>{line.winners}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <CloseButton ref={closeRef} type="button" onClick={onClose}>
          Close
        </CloseButton>
      </Panel>
    </Backdrop>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 20;
  display: grid;
  place-items: center;
  background: ${colors.overlay};
`;

const Panel = styled.div`
  max-width: 480px;
  width: calc(100% - 32px);
  padding: 24px;
  border-radius: 12px;
  background: ${colors.surface};
  color: ${colors.text};

  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 6px;
    border-bottom: 1px solid ${colors.border};
    text-align: left;
  }
`;

const CloseButton = styled.button`
  margin-top: 16px;
  padding: 8px 16px;
  border: 0;
  border-radius: 8px;
  background: ${colors.primary};
  color: ${colors.surface};
  cursor: pointer;
`;
