import { useQuery } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";
import { queries } from "@/lib/queries";

/** The remembered permission answer and jackpot alert threshold (account tab 3). */
export function useNotificationSettings(enabled: boolean) {
  return useQuery({ ...queries.notificationSettings(useApi()), enabled });
}
