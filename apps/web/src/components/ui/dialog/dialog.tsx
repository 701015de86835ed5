import { SUCCESS_DIALOG_CLOSE_MS } from "@lotto/core";
import { type ReactNode, useEffect, useId, useRef } from "react";
import styled from "styled-components";
import { colors, mediaExtraSmall, mediaShortViewport, sizes } from "@/config/theme";

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Hash id of the dialog (spec §2: dialogs use hash ids such as #confirmation-dialog). */
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
   * core's SUCCESS_DIALOG_CLOSE_MS (spec §4: dialogs closing after success take 2000 ms).
   */
  success?: string | null;
}

/** A modal dialog: focus moves in, Escape closes unless blocking. */
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
  const ref = useRef<HTMLDivElement>(null);
  // Timed from the success itself: a re-render with a new onClose does not restart the wait.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (success === null) return;
    const timer = setTimeout(() => close.current?.(), SUCCESS_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [success]);
  useEffect(() => {
    ref.current?.focus();
    if (!onClose) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <Backdrop onClick={onClose}>
      <Card
        id={id}
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $width={width}
        onClick={(e) => e.stopPropagation()}
      >
        <h2 id={titleId}>{title}</h2>
        {success === null ? children : <p role="status">{success}</p>}
        {success === null && actions && <Actions>{actions}</Actions>}
      </Card>
    </Backdrop>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: ${colors.overlay};
  ${mediaShortViewport} { padding: 8px 16px; }
  ${mediaExtraSmall} { padding: 8px; }
`;

const Card = styled.div<{ $width: number }>`
  width: 100%;
  max-width: ${(p) => p.$width}px;
  max-height: 90vh;
  overflow: auto;
  padding: 24px;
  border-radius: 12px;
  background: ${colors.surface};
  h2 { margin-top: 0; }
  /* Short or narrow screens: less padding keeps the actions in view without scrolling the card. */
  ${mediaShortViewport} {
    max-height: 100%;
    padding: 16px 24px;
    h2 { margin-bottom: 8px; }
  }
  ${mediaExtraSmall} { padding: 16px; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 16px;
`;
