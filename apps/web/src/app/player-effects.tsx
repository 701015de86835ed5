import { useNotificationStream } from "@/features/notifications/live/use-notification-stream";
import SessionWatch from "@/features/session/session-watch";
import { usePrompts } from "./use-prompts";

/**
 * What runs while there is a session or was one (R-STATES): the session watch, and the prompts and the
 * live notification stream for a logged-in player; a lazy chunk.
 */
export default function PlayerEffects({ loggedIn }: { loggedIn: boolean }) {
  return (
    <>
      {loggedIn && <Prompts />}
      {loggedIn && <LiveNotifications />}
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
  return null;
}
