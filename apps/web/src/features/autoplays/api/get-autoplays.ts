import { useQuery } from "@tanstack/react-query";
import { accountQueries } from "@/api/account-queries";
import { useApi } from "@/hooks/use-api";

/** The player's autoplays with their next draw and history (`GET /user/autoplays`). */
export function useAutoplays() {
  return useQuery(accountQueries.autoplays(useApi()));
}
