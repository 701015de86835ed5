import { Button } from "@lotto/ui/button";
import { Dialog } from "@lotto/ui/dialog";

/** Props of {@link CancelAutoplayDialog}. */
export interface CancelAutoplayDialogProps {
  gameName: string;
  busy: boolean;
  onConfirm(): void;
  onKeep(): void;
}

/** Asks before an autoplay is cancelled for good: it buys no more draws; what it bought stays. */
export function CancelAutoplayDialog({ gameName, busy, onConfirm, onKeep }: CancelAutoplayDialogProps) {
  return (
    <Dialog
      id="cancel-autoplay-dialog"
      title={`Cancel your ${gameName} autoplay?`}
      onClose={onKeep}
      actions={
        <>
          <Button type="button" $variant="secondary" onClick={onKeep} data-autofocus>
            Keep it
          </Button>
          <Button type="button" $variant="danger" disabled={busy} onClick={onConfirm}>
            Cancel autoplay
          </Button>
        </>
      }
    >
      <p>
        It buys no more draws and cannot be started again. The tickets it bought stay in Tickets; you can
        pause it instead to stop for a while.
      </p>
    </Dialog>
  );
}
