import { SUCCESS_DIALOG_CLOSE_MS } from "@lotto/core";
import { type ReactNode, useEffect, useId, useRef } from "react";
import styled from "styled-components";
import { colors, mediaExtraSmall, mediaShortViewport, sizes } from "../../theme/theme";
import { Modal } from "./modal";

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Hash id of the dialog (R-SCREENS: dialogs use hash ids such as #confirmation-dialog). */
  id: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** Called on Escape or the backdrop; omit for a blocking dialog (e.g. the session warning). */
  onClose?: () => void;
  /** Maximum width in px; the shared dialog width by default (theme `sizes.dialogWidth`). */
  width?: number;
  /**
   * The action succeeded: the dialog shows this line instead of its content and closes itself after
   * core's SUCCESS_DIALOG_CLOSE_MS (R-STATES: dialogs closing after success take 2000 ms).
   */
  success?: string | null;
}

/**
 * A titled modal dialog on {@link Modal}: focus moves in, stays in and returns to the opener; Escape
 * and the backdrop close it unless it is blocking.
 */
export function Dialog({
  id,
  title,
  children,
  actions,
  onClose,
  width = sizes.dialogWidth,
  success = null,
}: DialogProps) {
  const titleId = useId();
  // Timed from the success itself: a re-render with a new onClose does not restart the wait.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (success === null) return;
    const timer = setTimeout(() => close.current?.(), SUCCESS_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [success]);
  return (
    <Card id={id} aria-labelledby={titleId} onClose={onClose} $width={width}>
      <Content>
        <h2 id={titleId}>{title}</h2>
        {success === null ? children : <p role="status">{success}</p>}
        {success === null && actions && <DialogActions>{actions}</DialogActions>}
      </Content>
    </Card>
  );
}

const Card = styled(Modal)<{ $width: number }>`
  width: calc(100% - 32px);
  max-width: ${(p) => p.$width}px;
  max-height: 90vh;
  border-radius: 12px;
  background: ${colors.surface};
  ${mediaShortViewport} { max-height: calc(100% - 16px); }
  ${mediaExtraSmall} { width: calc(100% - 16px); }
`;

/**
 * The card's padding lives here: the dialog element itself is the backdrop's click target. Short or
 * narrow screens get less padding, which keeps the actions in view without scrolling the card.
 */
const Content = styled.div`
  padding: 24px;
  h2 { margin-top: 0; }
  ${mediaShortViewport} {
    padding: 16px 24px;
    h2 { margin-bottom: 8px; }
  }
  ${mediaExtraSmall} { padding: 16px; }
`;

/** A dialog's buttons, on the right, wrapping on a narrow screen. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 16px;
`;
