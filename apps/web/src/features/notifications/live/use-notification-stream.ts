import { createStreamTicket } from "@lotto/api";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useApi } from "@/hooks/use-api";
import { refreshAfter } from "./live-refresh";
import { keepStreamOpen } from "./notification-stream";
import { browserNotificationEnv, notifySystem } from "./system-notification";

/**
 * While the player is logged in, keeps the live stream open: each notification refreshes what it
 * changed (tickets, results, wallet, the bell) and, in a hidden tab with permission, shows a system
 * notification.
 */
export function useNotificationStream(): void {
  const api = useApi();
  const queries = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    return keepStreamOpen({
      ticket: async () => (await createStreamTicket(api)).ticket,
      open: (url) => new EventSource(url),
      onNotification: (notification) => {
        void refreshAfter(queries, notification);
        notifySystem(notification, browserNotificationEnv());
      },
    });
  }, [api, queries]);
}
