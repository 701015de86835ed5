import type { DepositLimits } from "@lotto/api";
import { depositLimitText, depositPeriodNow } from "@lotto/core";
import { formatMoney } from "@lotto/ui/format-money";
import { Link } from "wouter";
import { paths } from "@/config/paths";

/**
 * What the player may deposit now, before they deposit (docs/decisions.md "Deposit limits"): the
 * least of the maximum per deposit, the day's maximum left and their own limit left, with their limit
 * and a link to change it in the account. One line while it loads, so nothing moves when it arrives.
 */
export function DepositAllowance({ limits }: { limits: DepositLimits | null }) {
  const limit = limits?.limit ?? null;
  return (
    <p data-testid="deposit-allowance" aria-busy={limits === null || undefined}>
      You can deposit up to <strong>{limits ? formatMoney(limits.available_now) : "…"}</strong> now.
      {limit && limits?.remaining_in_period !== null && (
        <>
          {" "}
          Your deposit limit is {depositLimitText(limit)}, with{" "}
          {formatMoney(limits?.remaining_in_period ?? 0)} left {depositPeriodNow(limit.period)}.
        </>
      )}{" "}
      <Link href={paths.account.getHref(2)}>
        {limit ? "Change your deposit limit" : "Set a deposit limit"}
      </Link>
    </p>
  );
}
