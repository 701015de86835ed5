import { Button } from "@lotto/ui/button";
import { space } from "@lotto/ui/theme";
import styled from "styled-components";
import { Page } from "@/components/layout/page";
import { useMarkRead, useNotifications } from "./api/notification-queries";
import { NotificationList } from "./components/notification-list";

/**
 * The notification centre `/notifications`: the latest notifications, each opening its ticket; one is
 * read when opened, or all at once with "Mark all as read".
 */
export default function NotificationsPage() {
  const list = useNotifications(true);
  const markRead = useMarkRead();
  const unread = list.data?.unread ?? 0;
  return (
    <Page title="Notifications">
      {unread > 0 && (
        <Actions>
          <Button type="button" $variant="secondary" onClick={() => markRead.mutate(undefined)}>
            Mark all as read
          </Button>
        </Actions>
      )}
      <NotificationList
        notifications={list.data?.notifications}
        error={list.error ? list.error.message : null}
        onOpen={(id) => markRead.mutate([id])}
      />
    </Page>
  );
}

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${space.sm};
`;
