import { Button } from "@lotto/ui/button";
import { Dialog } from "@lotto/ui/dialog";
import { useHashedDialog } from "@/hooks/use-hashed-dialog";
import { DivisionsTable } from "./divisions-table";
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
      <DivisionsTable rows={result.divisions} />
    </Dialog>
  );
}
