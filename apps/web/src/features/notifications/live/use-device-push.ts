import { useEffect } from "react";
import { useApi } from "@/hooks/use-api";
import { onAppMessage, postToApp } from "@/lib/app-bridge";
import { registerAppToken, subscribeToPush } from "@/lib/device-push";
import { useShell } from "@/lib/shell-context";

/**
 * While the player is logged in, this device receives their pushes: in the app wrapper the native token
 * the wrapper hands over when asked, in a browser that granted permission its push subscription (made
 * again for this player, so a shared browser follows whoever logged in last).
 */
export function useDevicePush(): void {
  const api = useApi();
  const { appDetails } = useShell();
  useEffect(() => {
    if (appDetails) {
      const stop = onAppMessage((message) => {
        if (message.type === "PUSH_TOKEN")
          registerAppToken(api, appDetails.platform, message.token).catch(() => undefined);
      });
      postToApp({ type: "PUSH_TOKEN_REQUEST" });
      return stop;
    }
    if (typeof Notification !== "undefined" && Notification.permission === "granted")
      void subscribeToPush(api);
  }, [api, appDetails]);
}
