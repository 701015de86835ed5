import { Alert } from "@lotto/ui/alert";
import { Button } from "@lotto/ui/button";
import { space } from "@lotto/ui/theme";
import styled from "styled-components";

/** Props of {@link ErrorNotice}. */
export interface ErrorNoticeProps {
  message: string;
  /** The way out: "Try again", "Reload". */
  action: string;
  busy?: boolean;
  onAction(): void;
}

/** A failure the operator can act on: the message, then the button that retries. */
export function ErrorNotice({ message, action, busy = false, onAction }: ErrorNoticeProps) {
  return (
    <Column>
      <Alert severity="error">{message}</Alert>
      <div>
        <Button $variant="secondary" $size="small" type="button" disabled={busy} onClick={onAction}>
          {action}
        </Button>
      </div>
    </Column>
  );
}

const Column = styled.div`
  display: grid;
  gap: ${space.xs};
`;
