import { useQuery } from "@tanstack/react-query";
import { accountQueries } from "@/api/account-queries";
import { useApi } from "@/hooks/use-api";

/** The questions a player may choose (`GET /user/security-questions`), for sign-up and the account. */
export function useSecurityQuestions(enabled = true) {
  return useQuery({ ...accountQueries.securityQuestions(useApi()), enabled });
}
