import { type Cents, DEFAULT_MINIMUM_DEPOSIT, DEPOSIT_MINIMUM_TEST, depositMinimumFor } from "@lotto/core";
import { useQuery } from "@tanstack/react-query";
import { queries } from "@/api/queries";
import { useRemoteConfig } from "@/api/use-remote-config";
import { useApi } from "@/hooks/use-api";

const weightingOf = (value: unknown) => (typeof value === "number" ? value : value === true ? 1 : 0);

/** The player's deposit minimum (R-VALIDATION): core's A/B rule over remote config and service status. */
export function useMinimumDeposit(playerId: string | undefined): Cents {
  const status = useQuery(queries.serviceStatus(useApi()));
  const remote = useRemoteConfig();
  if (!playerId) return DEFAULT_MINIMUM_DEPOSIT;
  // The A/B test's name is also its remote-config key, whose number is the share in variant B.
  const weighting = weightingOf((remote.data as Record<string, unknown> | undefined)?.[DEPOSIT_MINIMUM_TEST]);
  return depositMinimumFor({
    playerId,
    weighting,
    minimumDepositAmount: status.data?.minimum_deposit_amount,
  });
}
