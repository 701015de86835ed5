import type { ComponentType } from "react";
import { ConsoleHarness } from "./console-harness";
import type { FakeRoutes } from "./fake-api";

/** Args of a console page story: the fake API's answers. */
export interface PageStoryArgs {
  routes: FakeRoutes;
}

/**
 * The meta of a console page's stories: the page over the fake API, `routes` its answers (each story
 * swaps the list's answer for its loading, empty or failed state).
 */
export function pageStoryMeta(title: string, Page: ComponentType, routes: FakeRoutes, path = "/") {
  return {
    title,
    args: { routes },
    render: ({ routes: answers }: PageStoryArgs) => (
      <ConsoleHarness routes={answers} path={path}>
        <Page />
      </ConsoleHarness>
    ),
  };
}
