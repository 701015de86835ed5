import { useDevicePush } from "@/features/notifications/live/use-device-push";
import { useNotificationStream } from "@/features/notifications/live/use-notification-stream";
import SessionWatch from "@/features/session/session-watch";
import { useAfterFirstPaint } from "@/hooks/use-after-first-paint";
import { usePrompts } from "./use-prompts";

/**
 * What runs while there is a session or was one (R-STATES): the session watch, and the prompts, the
 * live notification stream and this device's pushes for a logged-in player once the first paint is
 * done; a lazy chunk.
 */
export default function PlayerEffects({ loggedIn }: { loggedIn: boolean }) {
  // The session's rules apply from the first render; prompts and the stream wait for the first paint.
  const afterFirstPaint = useAfterFirstPaint();
  return (
    <>
      {loggedIn && afterFirstPaint && <Prompts />}
      {loggedIn && afterFirstPaint && <LiveNotifications />}
      <SessionWatch />
    </>
  );
}

function Prompts() {
  usePrompts();
  return null;
}

function LiveNotifications() {
  useNotificationStream();
  useDevicePush();
  return null;
}
