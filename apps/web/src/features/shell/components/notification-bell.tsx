import { colors } from "@lotto/ui/theme";
import { Bell } from "lucide-react";
import styled from "styled-components";
import { Link } from "wouter";
import { CountBadge } from "./count-badge";

/** The unread count as the badge shows it: 99+ above 99. */
const badgeCount = (unread: number): string => (unread > 99 ? "99+" : String(unread));

/**
 * The accessible name of the bell: says how many notifications are unread, in the badge's words so the
 * name holds the visible text (WCAG 2.5.3 Label in Name).
 */
export function bellLabel(unread: number): string {
  return unread === 0 ? "Notifications" : `Notifications, ${badgeCount(unread)} unread`;
}

/** The bell in the top bar: opens the notification centre; a badge counts the unread (99+ above 99). */
export function NotificationBell({ unread, href }: { unread: number; href: string }) {
  return (
    <BellLink href={href} aria-label={bellLabel(unread)} data-testid="notification-bell">
      <Bell size={24} />
      {unread > 0 && <CountBadge aria-hidden="true">{badgeCount(unread)}</CountBadge>}
    </BellLink>
  );
}

// A fixed 44 px box whatever the count, so the top bar never shifts when the badge appears.
const BellLink = styled(Link)`
  position: relative;
  display: inline-flex;
  flex: none;
  width: 44px;
  height: 44px;
  align-items: center;
  justify-content: center;
  color: ${colors.onPrimary};
  font-size: 1.5rem;
  text-decoration: none;
`;
