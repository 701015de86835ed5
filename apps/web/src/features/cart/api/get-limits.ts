import { getLimits } from "@lotto/api";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";

/** The player's spend limits (spec §3 User limits); the cart judges its total against the remaining one. */
export function useLimits(enabled: boolean) {
  const api = useApi();
  return useQuery({ queryKey: ["limits"], queryFn: () => getLimits(api), enabled });
}
