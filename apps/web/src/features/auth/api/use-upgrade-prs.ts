import { type UpgradePrsBody, upgradePrs } from "@lotto/api";
import { useMutation } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";

/** Turns an in-store (PRS) account into an online one (`POST /user/upgrade-prs`). */
export function useUpgradePrs() {
  const api = useApi();
  return useMutation({ mutationFn: (body: UpgradePrsBody) => upgradePrs(api, { body }) });
}
