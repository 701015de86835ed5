import { connectivityMachine } from "@lotto/core/machines";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useRef } from "react";

/**
 * Whether the app shows (not the offline screen), on core's connectivity machine (R-STATES): the offline
 * screen stays for the second after coming back, then the page reloads.
 */
export function useOnlineStatus(reload: () => void = () => window.location.reload()): boolean {
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  const actor = useActorRef(connectivityMachine.provide({ actions: { reload: () => reloadRef.current() } }), {
    input: { online: navigator.onLine },
  });
  useEffect(() => {
    const goOffline = () => actor.send({ type: "CONNECTIVITY.OFFLINE" });
    const goOnline = () => actor.send({ type: "CONNECTIVITY.ONLINE" });
    window.addEventListener("offline", goOffline);
    window.addEventListener("online", goOnline);
    // The connection can drop between the first render and this effect (a slow phone taking over a
    // prerendered page): that "offline" event came before anyone listened.
    if (!navigator.onLine) goOffline();
    return () => {
      window.removeEventListener("offline", goOffline);
      window.removeEventListener("online", goOnline);
    };
  }, [actor]);
  return !useSelector(actor, (s) => s.hasTag("offline-screen"));
}
