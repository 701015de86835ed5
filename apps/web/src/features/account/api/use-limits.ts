import { useQuery } from "@tanstack/react-query";
import { queries } from "@/api/queries";
import { useApi } from "@/hooks/use-api";
import { spendLimitView } from "../spend-limit";

const perthDate = new Intl.DateTimeFormat("en-AU", { dateStyle: "medium", timeZone: "Australia/Perth" });

/** The player's weekly spend limit (`GET /user/limits`, the key the cart and wallet share). */
export function useLimits() {
  const limits = useQuery(queries.limits(useApi()));
  const view = limits.data ? spendLimitView(limits.data) : null;
  return { view, pendingFrom: view?.pending ? perthDate.format(new Date(view.pending.from)) : null };
}
