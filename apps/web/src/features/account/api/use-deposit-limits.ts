import { useQuery } from "@tanstack/react-query";
import { accountQueries } from "@/api/account-queries";
import { useApi } from "@/hooks/use-api";

const perthDate = new Intl.DateTimeFormat("en-AU", { dateStyle: "medium", timeZone: "Australia/Perth" });

/** The player's deposit limit (`GET /user/deposit-limits`, the key the wallet shares). */
export function useDepositLimits(enabled = true) {
  const limits = useQuery({ ...accountQueries.depositLimits(useApi()), enabled });
  const pending = limits.data?.pending ?? null;
  return {
    data: limits.data ?? null,
    pendingFrom: pending ? perthDate.format(new Date(pending.effective_at)) : null,
  };
}
