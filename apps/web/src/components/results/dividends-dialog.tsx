import styled from "styled-components";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { colors } from "@/config/theme";
import { useHashedDialog } from "@/hooks/use-hashed-dialog";
import { formatMoney } from "@/lib/format-money";
import type { ResultSummary } from "./result-summary";

/** Props of {@link DividendsDialog}. */
export interface DividendsDialogProps {
  result: ResultSummary;
  onClose: () => void;
}

/** The dividends dialog (`#dividend-dialog`, R-SCREENS): each division's prize and winners; back closes it. */
export function DividendsDialog({ result, onClose }: DividendsDialogProps) {
  useHashedDialog("dividend", onClose);
  return (
    <Dialog
      id="dividend-dialog"
      title={`${result.gameTitle} draw ${result.drawNumber} dividends`}
      width={480}
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
  }
`;
