import { GlobalStyle } from "@lotto/ui/global-style";
import { theme } from "@lotto/ui/theme";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ThemeProvider } from "styled-components";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { ShellProvider } from "@/lib/shell-provider";
import { storyShellServices } from "./story-services";

/**
 * Providers for stories and component tests: theme, a retry-free QueryClient, offline shell services
 * and an in-memory router at `path`.
 */
export function StoryProviders({ children, path = "/" }: { children: ReactNode; path?: string }) {
  const [client] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } }),
  );
  const [services] = useState(() => storyShellServices(client));
  const [location] = useState(() => memoryLocation({ path }));
  return (
    <ShellProvider services={services}>
      <QueryClientProvider client={client}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <Router hook={location.hook} searchHook={location.searchHook}>
            {children}
          </Router>
        </ThemeProvider>
      </QueryClientProvider>
    </ShellProvider>
  );
}
