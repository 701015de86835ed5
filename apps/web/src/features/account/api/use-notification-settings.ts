import { useQuery } from "@tanstack/react-query";
import { accountQueries } from "@/api/account-queries";
import { useApi } from "@/hooks/use-api";

/** The remembered permission answer and jackpot alert threshold (account tab 3). */
export function useNotificationSettings(enabled: boolean) {
  return useQuery({ ...accountQueries.notificationSettings(useApi()), enabled });
}
