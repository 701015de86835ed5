import { markNotificationsRead } from "@lotto/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { invalidateAfter } from "@/api/invalidate";
import { queries } from "@/api/queries";
import { useApi } from "@/hooks/use-api";

/** The player's latest notifications and unread count; only fetched while logged in. */
export function useNotifications(enabled: boolean) {
  return useQuery({ ...queries.notifications(useApi()), enabled });
}

/** Marks every notification read (opening the centre), then refreshes the count. */
export function useMarkAllRead() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => markNotificationsRead(api, { body: {} }),
    onSuccess: () => invalidateAfter(client, "notificationsRead"),
  });
}
