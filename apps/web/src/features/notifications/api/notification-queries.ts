import { getNotifications, markNotificationsRead } from "@lotto/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";

/** Query key of the notification centre's list. */
export const NOTIFICATIONS_KEY = ["notifications"] as const;

/** The player's latest notifications and unread count; only fetched while logged in. */
export function useNotifications(enabled: boolean) {
  const api = useApi();
  return useQuery({ queryKey: NOTIFICATIONS_KEY, queryFn: () => getNotifications(api), enabled });
}

/** Marks every notification read (opening the centre), then refreshes the count. */
export function useMarkAllRead() {
  const api = useApi();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: () => markNotificationsRead(api, { body: {} }),
    onSuccess: () => queries.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
