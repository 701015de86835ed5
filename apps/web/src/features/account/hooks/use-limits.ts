import { getLimits } from "@lotto/api";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";
import { spendLimitView } from "../spend-limit";

const perthDate = new Intl.DateTimeFormat("en-AU", { dateStyle: "medium", timeZone: "Australia/Perth" });

/** The player's weekly spend limit (`GET /user/limits`, shared ["limits"] key with the cart). */
export function useLimits() {
  const api = useApi();
  const limits = useQuery({ queryKey: ["limits"], queryFn: () => getLimits(api) });
  const view = limits.data ? spendLimitView(limits.data) : null;
  return { view, pendingFrom: view?.pending ? perthDate.format(new Date(view.pending.from)) : null };
}
