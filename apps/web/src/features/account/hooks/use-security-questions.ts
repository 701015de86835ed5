import { getSecurityQuestions } from "@lotto/api";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";

/** The questions a player may choose (`GET /user/security-questions`); they never change in a session. */
export function useSecurityQuestions(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: ["security-questions"],
    queryFn: () => getSecurityQuestions(api),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}
