import { useSyncExternalStore } from "react";
import { useShell } from "@/lib/shell-context";

/** The sidebar greeting name: first name, else last name (R-SCREENS 'Hi {first name or last name}'). */
export function useUserName(): string | null {
  const { session } = useShell();
  return useSyncExternalStore(session.subscribe, () => {
    const d = session.get().user?.userDtls;
    return d?.firstname || d?.lastname || null;
  });
}
