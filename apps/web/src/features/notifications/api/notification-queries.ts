import { markNotificationsRead } from "@lotto/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { invalidateAfter } from "@/api/invalidate";
import { queries } from "@/api/queries";
import { useApi } from "@/hooks/use-api";

/** The player's latest notifications and unread count; only fetched while logged in. */
export function useNotifications(enabled: boolean) {
  return useQuery({ ...queries.notifications(useApi()), enabled });
}

/** Marks the given notifications read (every one without ids), then refreshes the list and the count. */
export function useMarkRead() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: readonly number[]) =>
      markNotificationsRead(api, { body: ids ? { ids: [...ids] } : {} }),
    onSuccess: () => invalidateAfter(client, "notificationsRead"),
  });
}
