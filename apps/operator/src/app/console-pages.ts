import type { OperatorRole } from "@lotto/api";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { CONSOLE_NAV, type ConsoleNavEntry } from "./console-nav";

/** A page of the console: its navigation entry and its lazy chunk. */
export interface ConsolePageEntry extends ConsoleNavEntry {
  Page: LazyExoticComponent<ComponentType>;
}

/** Each page's chunk by its address. */
const PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  "/draws": lazy(() => import("../pages/draws/draws-page")),
  "/withdrawals": lazy(() => import("../pages/withdrawals/withdrawals-page")),
  "/claims": lazy(() => import("../pages/claims/claims-page")),
  "/identity": lazy(() => import("../pages/identity/identity-page")),
  "/callbacks": lazy(() => import("../pages/callbacks/callbacks-page")),
  "/feedback": lazy(() => import("../pages/feedback/feedback-page")),
  "/client-errors": lazy(() => import("../pages/client-errors/client-errors-page")),
  "/config": lazy(() => import("../pages/config/config-page")),
  "/terms": lazy(() => import("../pages/terms/terms-page")),
};

/**
 * Every page, in navigation order. A role sees only the pages it may use (least privilege,
 * docs/decisions.md "Operator roles"): admin is not a superuser.
 */
export const CONSOLE_PAGES: readonly ConsolePageEntry[] = CONSOLE_NAV.flatMap((entry) => {
  const Page = PAGES[entry.path];
  return Page ? [{ ...entry, Page }] : [];
});

/** The pages `role` may open, in navigation order. */
export const pagesOf = (role: OperatorRole): ConsolePageEntry[] =>
  CONSOLE_PAGES.filter((p) => p.roles.includes(role));
