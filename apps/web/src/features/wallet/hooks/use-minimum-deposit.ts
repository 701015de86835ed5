import { type Cents, DEFAULT_MINIMUM_DEPOSIT, depositMinimumFor } from "@lotto/core";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";
import { useRemoteConfig } from "@/hooks/use-remote-config";
import { queries } from "@/lib/queries";

/** The remote-config key whose number is the share of players in the minimum's variant B (spec §5). */
export const DEPOSIT_MINIMUM_WEIGHTING_KEY = "remove_10_dollars_deposit_validation";

const weightingOf = (value: unknown) => (typeof value === "number" ? value : value === true ? 1 : 0);

/** The player's deposit minimum (spec §5): core's A/B rule over remote config and service status. */
export function useMinimumDeposit(playerId: string | undefined): Cents {
  const status = useQuery(queries.serviceStatus(useApi()));
  const remote = useRemoteConfig();
  if (!playerId) return DEFAULT_MINIMUM_DEPOSIT;
  const weighting = weightingOf(
    (remote.data as Record<string, unknown> | undefined)?.[DEPOSIT_MINIMUM_WEIGHTING_KEY],
  );
  return depositMinimumFor({
    playerId,
    weighting,
    minimumDepositAmount: status.data?.minimum_deposit_amount,
  });
}
