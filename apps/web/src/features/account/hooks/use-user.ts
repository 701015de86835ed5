import { useSyncExternalStore } from "react";
import { useShell } from "@/lib/shell-context";

/** The logged-in player's details from the session (R-ENTITIES User details); null until they load. */
export function useUser() {
  const { session } = useShell();
  return useSyncExternalStore(session.subscribe, () => session.get().user);
}
