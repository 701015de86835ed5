import styled from "styled-components";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { colors, mediaDown } from "@/config/theme";
import { useHashedDialog } from "@/hooks/use-hashed-dialog";
import type { ResultSummary } from "./result-summary";

/** Props of {@link DividendsDialog}. */
export interface DividendsDialogProps {
  result: ResultSummary;
  onClose: () => void;
}

/**
 * The dividends dialog (`#dividend-dialog`, R-SCREENS): each division's winning combination, prize and
 * winners; back closes it.
 */
export function DividendsDialog({ result, onClose }: DividendsDialogProps) {
  useHashedDialog("dividend", onClose);
  return (
    <Dialog
      id="dividend-dialog"
      title={`${result.gameTitle} draw ${result.drawNumber} dividends`}
      width={560}
      onClose={onClose}
      actions={
        <Button type="button" data-autofocus onClick={onClose}>
          Close
        </Button>
      }
    >
      <Table>
        <thead>
          <tr>
            <th scope="col">Division</th>
            <th scope="col">Winning combination</th>
            <th scope="col">Prize each</th>
            <th scope="col">Winners</th>
          </tr>
        </thead>
        <tbody>
          {result.divisions.map((line) => (
            <tr key={line.division}>
              <td data-label="Division">{line.division}</td>
              <td data-label="Winning combination">{line.combination}</td>
              <td data-label="Prize each" data-won={line.winners > 0}>
                {line.prize}
              </td>
              <td data-label="Winners">{line.winners}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Dialog>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 6px;
    border-bottom: 1px solid ${colors.border};
    text-align: left;
    vertical-align: top;
  }
  td[data-won="false"] {
    color: ${colors.textMuted};
  }

  /* On a phone each division stacks into labelled lines: four columns do not fit. */
  ${mediaDown("tablet")} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: block;
      padding: 6px 0;
      border-bottom: 1px solid ${colors.border};
    }
    td {
      display: flex;
      justify-content: space-between;
      gap: 12px;
      padding: 2px 0;
      border: 0;
      text-align: right;
    }
    td::before {
      content: attr(data-label);
      color: ${colors.textMuted};
      text-align: left;
    }
  }
`;
