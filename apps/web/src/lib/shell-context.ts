import type { ApiClient } from "@lotto/api";
import type { QueryClient } from "@tanstack/react-query";
import { createContext, useContext } from "react";
import type { MobileAppDetails } from "./app-bridge";
import type { SessionStore } from "./session-store";

/** The app-wide services the shell hooks read; created once in `app/provider.tsx`. */
export interface ShellServices {
  api: ApiClient;
  session: SessionStore;
  queryClient: QueryClient;
  /** The wrapper's injected details, null in a plain browser (R-ENTITIES). */
  appDetails: MobileAppDetails | null;
  /** Current instant as ISO text; swappable so tests can move time. */
  now: () => string;
}

/** React context of {@link ShellServices}. */
export const ShellContext = createContext<ShellServices | null>(null);

/** Reads the shell services; throws with the fix outside the provider (as TanStack's useQueryClient). */
export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error("No ShellContext: wrap the tree in <AppProvider> (app/provider.tsx).");
  return services;
}
