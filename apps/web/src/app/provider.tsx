import { GlobalStyle } from "@lotto/ui/global-style";
import { theme } from "@lotto/ui/theme";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { ThemeProvider } from "styled-components";
import { createWebApiClient } from "@/lib/api";
import { readAppDetails } from "@/lib/app-bridge";
import { installErrorReporter } from "@/lib/error-reporter";
import { createQueryClient } from "@/lib/query-client";
import { createSessionStore } from "@/lib/session-store";
import type { ShellServices } from "@/lib/shell-context";
import { ShellProvider } from "@/lib/shell-provider";

/** Creates the app-wide services once (R-ENTITIES Storage restores the session). */
export function createShellServices(overrides: Partial<ShellServices> = {}): ShellServices {
  const api = overrides.api ?? createWebApiClient();
  return {
    api,
    session: createSessionStore(api),
    queryClient: createQueryClient(),
    appDetails: readAppDetails(),
    now: () => new Date().toISOString(),
    ...overrides,
  };
}

/** Every provider of the app: theme, query client and shell services. */
export function AppProvider({ children, services }: { children: ReactNode; services?: ShellServices }) {
  const [value] = useState(() => services ?? createShellServices());
  // Errors the player meets reach the team (the error page says so).
  useEffect(() => installErrorReporter(value.api), [value]);
  return (
    <ShellProvider services={value}>
      <QueryClientProvider client={value.queryClient}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {children}
        </ThemeProvider>
      </QueryClientProvider>
    </ShellProvider>
  );
}
