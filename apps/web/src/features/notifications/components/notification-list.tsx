import type { PlayerNotification } from "@lotto/api";
import { Alert } from "@lotto/ui/alert";
import { Spinner } from "@lotto/ui/spinner";
import { colors, focusRing, radius, space, type } from "@lotto/ui/theme";
import styled from "styled-components";
import { Link } from "wouter";
import { hiddenText } from "@/components/ball/ball-look";
import { notificationHref } from "./notification-href";

// Perth time, as every time in the shop.
const when = new Intl.DateTimeFormat("en-AU", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Australia/Perth",
});

/** Props of {@link NotificationList}: the list, or loading, or the error text. */
export interface NotificationListProps {
  notifications: readonly PlayerNotification[] | undefined;
  error?: string | null;
  /** A notification was opened (it is then read). */
  onOpen?: (id: number) => void;
}

/**
 * The notification centre's list, newest first: each opens its ticket (or the game of a jackpot alert).
 * Unread ones stand out (tint, bar, bold, a "New" badge) and are said "Unread" to screen readers.
 */
export function NotificationList({ notifications, error = null, onOpen }: NotificationListProps) {
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!notifications) return <Spinner label="Loading your notifications" />;
  if (notifications.length === 0) {
    return <Empty>No notifications yet. We'll tell you here what your draws brought you.</Empty>;
  }
  return (
    <List aria-label="Notifications">
      {notifications.map((n) => (
        <li key={n.id}>
          <Item
            href={notificationHref(n)}
            data-unread={!n.read}
            data-kind={n.kind}
            onClick={() => onOpen?.(n.id)}
          >
            <Hidden>{n.read ? "Read: " : "Unread: "}</Hidden>
            {!n.read && <Badge aria-hidden="true">New</Badge>}
            <Text>{n.text}</Text>
            <Time dateTime={n.created_at}>{when.format(new Date(n.created_at))}</Time>
          </Item>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.xs};
`;

const Item = styled(Link)`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space.xxs} ${space.sm};
  min-height: 44px;
  box-sizing: border-box;
  padding: ${space.sm} ${space.md};
  border: 1px solid ${colors.border};
  border-left: 4px solid ${colors.border};
  border-radius: ${radius.sm};
  background: ${colors.surface};
  color: ${colors.text};
  text-decoration: none;
  &:hover { background: ${colors.surfaceSubtle}; }
  &:focus-visible { ${focusRing} }
  &[data-unread="true"] {
    border-left-color: ${colors.primary};
    background: ${colors.primarySubtle};
    font-weight: ${type.weight.bold};
  }
  &[data-unread="true"][data-kind="won"] { border-left-color: ${colors.accent}; }
`;

const Hidden = styled.span`
  ${hiddenText}
`;

const Badge = styled.span`
  padding: 0 ${space.xs};
  border-radius: ${radius.full};
  background: ${colors.primary};
  color: ${colors.onPrimary};
  font-size: ${type.size.xs};
  line-height: 1.6;
`;

const Text = styled.span`
  flex: 1 1 16rem;
`;

const Time = styled.time`
  color: ${colors.textMuted};
  font-size: ${type.size.sm};
  font-weight: ${type.weight.regular};
`;

const Empty = styled.p`
  color: ${colors.textMuted};
`;
