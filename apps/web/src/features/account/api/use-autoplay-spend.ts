import { useQuery } from "@tanstack/react-query";
import { accountQueries } from "@/api/account-queries";
import { useApi } from "@/hooks/use-api";

/** The most the player's active autoplays may spend a week together (`GET /user/autoplays`), asked while `enabled`. */
export function useAutoplaySpend(enabled: boolean) {
  const autoplays = useQuery({ ...accountQueries.autoplays(useApi()), enabled });
  return autoplays.data ? { weeklyMaximum: autoplays.data.weekly_maximum } : null;
}
