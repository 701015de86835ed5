import { alertMessage } from "@lotto/core";
import { useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { QUERY, withQuery } from "@/lib/url-params";

/** An alertType message being shown (R-ALERTS). */
export type AlertNotice = NonNullable<ReturnType<typeof alertMessage>>;

/**
 * Reads `alertType` (R-SCREENS): keeps its message to show and removes the parameter from the URL at once,
 * so a reload or a shared link does not show it again. Returns the notice and its dismiss function.
 */
export function useAlertType(): [AlertNotice | null, () => void] {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const [notice, setNotice] = useState<AlertNotice | null>(null);
  const alertType = new URLSearchParams(search).get(QUERY.alertType);
  useEffect(() => {
    if (alertType === null) return;
    setNotice(alertMessage(alertType));
    navigate(withQuery(location, search, { [QUERY.alertType]: null }), { replace: true });
  }, [alertType, location, navigate, search]);
  return [notice, () => setNotice(null)];
}
