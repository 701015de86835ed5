import { useQuery } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";
import { accountQueries } from "@/lib/account-queries";

/** The remembered permission answer and jackpot alert threshold (account tab 3). */
export function useNotificationSettings(enabled: boolean) {
  return useQuery({ ...accountQueries.notificationSettings(useApi()), enabled });
}
