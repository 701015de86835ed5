import { render } from "@testing-library/react";
import { type ReactNode, useState } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createConsoleQueryClient } from "../api/query-client";
import { ConsoleProviders } from "../app/console-providers";
import { type FakeRoutes, fakeApi } from "./fake-api";

/** The console's QueryClient without retries: a story or test sees an error at once. */
const testQueryClient = () => {
  const client = createConsoleQueryClient();
  client.setDefaultOptions({
    queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
    mutations: { retry: false },
  });
  return client;
};

/** Props of {@link ConsoleHarness}. */
export interface ConsoleHarnessProps {
  routes: FakeRoutes;
  /** The console's address to start at. */
  path?: string;
  children: ReactNode;
}

/** The console's providers over a fake API and an in-memory address, for stories. */
export function ConsoleHarness({ routes, path = "/", children }: ConsoleHarnessProps) {
  const [setup] = useState(() => ({
    api: fakeApi(routes),
    queryClient: testQueryClient(),
    location: memoryLocation({ path }),
  }));
  return (
    <ConsoleProviders client={setup.api.client} queryClient={setup.queryClient}>
      <Router hook={setup.location.hook} searchHook={setup.location.searchHook}>
        {children}
      </Router>
    </ConsoleProviders>
  );
}

/** Renders `ui` in the console's providers over `routes`; returns the requests it makes too. */
export function renderConsole(ui: ReactNode, routes: FakeRoutes, path = "/") {
  const api = fakeApi(routes);
  const location = memoryLocation({ path, record: true });
  const result = render(
    <ConsoleProviders client={api.client} queryClient={testQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </ConsoleProviders>,
  );
  return { ...result, seen: api.seen, location };
}
