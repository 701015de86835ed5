import { CircleAlert, CircleCheck, Info, type LucideIcon, TriangleAlert, X } from "lucide-react";
import type { ReactNode } from "react";
import styled from "styled-components";
import { colors, sizes } from "../../theme/theme";

/** Severity of an alert bar (R-ENTITIES Alerts). */
export type AlertSeverity = "info" | "success" | "error" | "warning";

const tone: Record<AlertSeverity, string> = {
  info: colors.info,
  success: colors.success,
  error: colors.error,
  warning: colors.warning,
};

/**
 * A message bar (alert bar 66 px high by default, R-LIMITS); `onClose` adds a close button. The icon is
 * the severity's own unless `icon` names another.
 */
export function Alert({
  severity = "info",
  icon: Icon = severityIcon[severity],
  children,
  onClose,
}: {
  severity?: AlertSeverity;
  icon?: LucideIcon;
  children: ReactNode;
  onClose?: () => void;
}) {
  return (
    <Bar role={severity === "error" ? "alert" : "status"} $colour={tone[severity]}>
      <Message>
        <Icon size={20} aria-hidden="true" />
        <span>{children}</span>
      </Message>
      {onClose && (
        <Close type="button" aria-label="Close message" onClick={onClose}>
          <X size={20} />
        </Close>
      )}
    </Bar>
  );
}

/** Each severity has its own shape too, so the message does not rely on colour alone. */
const severityIcon: Record<AlertSeverity, LucideIcon> = {
  info: Info,
  success: CircleCheck,
  error: CircleAlert,
  warning: TriangleAlert,
};

const Message = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  svg { flex: none; }
`;

const Bar = styled.div<{ $colour: string }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: ${sizes.alertBarHeight}px;
  padding: 12px 16px;
  background: ${(p) => p.$colour};
  color: ${colors.onPrimary};
`;

const Close = styled.button`
  background: none;
  border: none;
  color: inherit;
  font-size: 1.5rem;
  cursor: pointer;
`;
