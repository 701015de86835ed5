import { parseSystemAlerts } from "@lotto/api";
import { type SystemAlert, systemAlertsFor } from "@lotto/core";
import { useMemo } from "react";
import { useRemoteConfig } from "@/api/use-remote-config";

/** The remote config's system alerts for `pathname`: system-wide, this page's or this game's (R-ENTITIES). */
export function useSystemAlerts(pathname: string): SystemAlert[] {
  const { data } = useRemoteConfig();
  const alerts = useMemo(() => parseSystemAlerts(data?.systemAlerts ?? []), [data?.systemAlerts]);
  return useMemo(() => systemAlertsFor(alerts, pathname), [alerts, pathname]);
}
