import { useEffect } from "react";
import { Page } from "@/components/layout/page";
import { useMarkAllRead, useNotifications } from "./api/notification-queries";
import { NotificationList } from "./components/notification-list";

/** The notification centre `/notifications`: the latest notifications; opening it reads them all. */
export default function NotificationsPage() {
  const list = useNotifications(true);
  const markRead = useMarkAllRead();
  const unread = list.data?.unread ?? 0;
  const { mutate } = markRead;
  // New ones arriving live while the page is open are read here too.
  useEffect(() => {
    if (unread > 0) mutate();
  }, [unread, mutate]);
  return (
    <Page title="Notifications">
      <NotificationList
        notifications={list.data?.notifications}
        error={list.error ? list.error.message : null}
      />
    </Page>
  );
}
