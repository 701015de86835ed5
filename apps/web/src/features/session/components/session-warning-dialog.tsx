import { Button } from "@lotto/ui/button";
import { Dialog } from "@lotto/ui/dialog";

/** The blocking warning of the last 60 s of a session (R-STATES): no close, only log out or wait. */
export function SessionWarningDialog({ secondsLeft, onLogout }: { secondsLeft: number; onLogout(): void }) {
  return (
    <Dialog
      id="session-warning-dialog"
      title="Your session is about to expire"
      actions={
        <Button type="button" onClick={onLogout}>
          Log out now
        </Button>
      }
    >
      <p aria-live="polite">
        For your security you will be logged out in <strong>{secondsLeft}</strong>{" "}
        {secondsLeft === 1 ? "second" : "seconds"}. Please log in again to keep playing.
      </p>
    </Dialog>
  );
}
