import type { SystemAlert } from "@lotto/core";
import { Alert } from "@lotto/ui/alert";
import styled from "styled-components";
import { alertIcon } from "../alert-icons";

/**
 * The configured system alerts of this page, one bar each (R-ENTITIES Alerts; 66 px high by default,
 * R-LIMITS). Nothing renders when there are none.
 */
export function SystemAlerts({ alerts }: { alerts: readonly SystemAlert[] }) {
  if (alerts.length === 0) return null;
  return (
    <Stack aria-label="System alerts">
      {alerts.map((alert) => (
        // Configured alerts have no id; two bars saying the same thing would be a config mistake.
        <Alert
          key={`${alert.severity}:${alert.message}`}
          severity={alert.severity}
          icon={alertIcon(alert.icon)}
        >
          {alert.message}
        </Alert>
      ))}
    </Stack>
  );
}

const Stack = styled.section`
  display: flex;
  flex-direction: column;
`;
