import { SystemAlerts } from "./components/system-alerts";
import { useSystemAlerts } from "./hooks/use-system-alerts";

/** The system alerts of `pathname` (R-ENTITIES Alerts); a lazy chunk, loaded only when alerts are configured. */
export default function SystemAlertsBar({ pathname }: { pathname: string }) {
  return <SystemAlerts alerts={useSystemAlerts(pathname)} />;
}
