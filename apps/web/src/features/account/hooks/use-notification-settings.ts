import { getNotificationSettings } from "@lotto/api";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";

/** Query key of the player's notification settings. */
export const NOTIFICATION_SETTINGS_KEY = ["notification-settings"] as const;

/** The remembered permission answer and jackpot alert threshold (account tab 3). */
export function useNotificationSettings(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: NOTIFICATION_SETTINGS_KEY,
    queryFn: () => getNotificationSettings(api),
    enabled,
  });
}
