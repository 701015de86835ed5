import { Alert, type AlertSeverity } from "@lotto/ui/alert";
import { Modal } from "@lotto/ui/dialog";
import { colors, mediaExtraSmall, mediaShortViewport, sizes } from "@lotto/ui/theme";
import { X } from "lucide-react";
import { type ReactNode, useRef } from "react";
import styled from "styled-components";
import { useFocusOnChange } from "@/hooks/use-focus-on-change";

/** Props of {@link LoginCard}. */
export interface LoginCardProps {
  title: string;
  /** Sign-up is wider: 600 px instead of 450 px (R-SCREENS, R-LIMITS). */
  wide?: boolean;
  /** An alertType message or flow message shown above the form (R-ERRORS). */
  notice?: { message: string; severity: AlertSeverity } | null;
  onClose(): void;
  children: ReactNode;
}

/**
 * The login overlay's card: a modal dialog with the view's title (R-LOGIN-OVERLAY). Escape and
 * the close button close it; a stray click beside it does not, so a half-typed form is not lost.
 */
export function LoginCard({ title, wide = false, notice, onClose, children }: LoginCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A new view (welcome → sign-up, log in → forgot password …) starts at its title.
  useFocusOnChange(title, heading);
  return (
    <Card
      aria-labelledby="login-title"
      onClose={onClose}
      closeOnBackdrop={false}
      $width={wide ? sizes.signUpCardWidth : sizes.loginCardWidth}
    >
      <Content>
        <Close type="button" aria-label="Close" onClick={onClose}>
          <X size={22} />
        </Close>
        <h2 id="login-title" ref={heading} tabIndex={-1}>
          {title}
        </h2>
        {notice && <Alert severity={notice.severity}>{notice.message}</Alert>}
        {children}
      </Content>
    </Card>
  );
}

const Card = styled(Modal)<{ $width: number }>`
  width: calc(100% - 24px);
  max-width: ${(p) => p.$width}px;
  max-height: calc(100% - 24px);
  margin: 48px auto auto;
  border-radius: 12px;
  background: ${colors.surface};
  ${mediaShortViewport} { margin-top: 12px; }
`;

const Content = styled.div`
  position: relative;
  padding: 24px;
  display: flex;
  flex-direction: column;
  gap: 16px;
  h2 { margin: 0 32px 0 0; font-size: 1.4rem; }
  form { display: flex; flex-direction: column; gap: 12px; }
  ${mediaExtraSmall} { padding: 16px; }
`;

const Close = styled.button`
  position: absolute;
  top: 12px;
  right: 12px;
  width: 44px;
  height: 44px;
  border: none;
  background: none;
  font-size: 1.6rem;
  cursor: pointer;
`;
