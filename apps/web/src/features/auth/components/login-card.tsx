import { X } from "lucide-react";
import type { ReactNode } from "react";
import styled from "styled-components";
import { Alert, type AlertSeverity } from "@/components/ui/alert";
import { colors, sizes } from "@/config/theme";

/** Props of {@link LoginCard}. */
export interface LoginCardProps {
  title: string;
  /** Sign-up is wider: 600 px instead of 450 px (spec §2, §9). */
  wide?: boolean;
  /** An alertType message or flow message shown above the form (spec §8). */
  notice?: { message: string; severity: AlertSeverity } | null;
  onClose(): void;
  children: ReactNode;
}

/** The login overlay's card: a modal dialog with the view's title (spec §2 Login overlay). */
export function LoginCard({ title, wide = false, notice, onClose, children }: LoginCardProps) {
  return (
    <Backdrop>
      <Card
        role="dialog"
        aria-modal="true"
        aria-labelledby="login-title"
        $width={wide ? sizes.signUpCardWidth : sizes.loginCardWidth}
      >
        <Close type="button" aria-label="Close" onClick={onClose}>
          <X size={22} />
        </Close>
        <h2 id="login-title">{title}</h2>
        {notice && <Alert severity={notice.severity}>{notice.message}</Alert>}
        {children}
      </Card>
    </Backdrop>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 48px 12px;
  overflow-y: auto;
  background: ${colors.overlay};
`;

const Card = styled.div<{ $width: number }>`
  position: relative;
  width: 100%;
  max-width: ${(p) => p.$width}px;
  padding: 24px;
  border-radius: 12px;
  background: ${colors.surface};
  display: flex;
  flex-direction: column;
  gap: 16px;
  h2 { margin: 0 32px 0 0; font-size: 1.4rem; }
  form { display: flex; flex-direction: column; gap: 12px; }
`;

const Close = styled.button`
  position: absolute;
  top: 12px;
  right: 12px;
  width: 36px;
  height: 36px;
  border: none;
  background: none;
  font-size: 1.6rem;
  cursor: pointer;
`;
