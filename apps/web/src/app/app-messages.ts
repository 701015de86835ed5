import { useEffect } from "react";
import { onAppMessage } from "@/lib/app-bridge";
import { useShell } from "@/lib/shell-context";

/** Handles wrapper messages (R-STATES): a pin-login success signs in and starts a new 720 s session. */
export function useAppMessages(): void {
  const { appDetails, session, now } = useShell();
  useEffect(() => {
    if (!appDetails) return;
    return onAppMessage((message) => {
      if (message.type === "PIN_LOGIN_SUCCESS") session.signIn(message.token, now());
    });
  }, [appDetails, now, session]);
}
