import type { ApiClient } from "@lotto/api";
import { GlobalStyle } from "@lotto/ui/global-style";
import { theme } from "@lotto/ui/theme";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { ApiContext } from "../api/api-context";

/** Props of {@link ConsoleProviders}. */
export interface ConsoleProvidersProps {
  client: ApiClient;
  queryClient: QueryClient;
  children: ReactNode;
}

/** What every console screen needs: the API client, the query cache, the shop's theme and base style. */
export function ConsoleProviders({ client, queryClient, children }: ConsoleProvidersProps) {
  return (
    <ApiContext.Provider value={client}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {children}
        </ThemeProvider>
      </QueryClientProvider>
    </ApiContext.Provider>
  );
}
