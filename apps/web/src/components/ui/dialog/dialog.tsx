import { type ReactNode, useEffect, useId, useRef } from "react";
import styled from "styled-components";
import { colors } from "@/config/theme";

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Hash id of the dialog (spec §2: dialogs use hash ids such as #confirmation-dialog). */
  id: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** Called on Escape or the backdrop; omit for a blocking dialog (e.g. the session warning). */
  onClose?: () => void;
  width?: number;
}

/** A modal dialog: focus moves in, Escape closes unless blocking. */
export function Dialog({ id, title, children, actions, onClose, width = 450 }: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
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
        {children}
        {actions && <Actions>{actions}</Actions>}
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
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 16px;
`;
