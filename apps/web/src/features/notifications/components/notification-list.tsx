import type { PlayerNotification } from "@lotto/api";
import styled from "styled-components";
import { Alert } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { colors } from "@/config/theme";

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
}

/** The notification centre's list, newest first; unread ones are marked. */
export function NotificationList({ notifications, error = null }: NotificationListProps) {
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!notifications) return <Spinner label="Loading your notifications" />;
  if (notifications.length === 0) {
    return (
      <Empty>No notifications yet. We'll tell you here when your draws are drawn and what you won.</Empty>
    );
  }
  return (
    <List aria-label="Notifications">
      {notifications.map((n) => (
        <Item key={n.id} data-unread={!n.read}>
          <Text>
            {!n.read && <Unread>New: </Unread>}
            {n.text}
          </Text>
          <Time dateTime={n.created_at}>{when.format(new Date(n.created_at))}</Time>
        </Item>
      ))}
    </List>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 16px;
  padding: 12px 16px;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  background: ${colors.surface};
  &[data-unread="true"] { border-left: 4px solid ${colors.primary}; }
`;

const Text = styled.span`
  font-weight: 600;
`;

const Unread = styled.span`
  color: ${colors.primary};
`;

const Time = styled.time`
  color: ${colors.textMuted};
  font-size: 0.875rem;
`;

const Empty = styled.p`
  color: ${colors.textMuted};
`;
