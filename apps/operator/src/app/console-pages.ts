import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { OperatorRole } from "../api/session-endpoints";

/** A page of the console: its address, its name in the navigation and the roles that may open it. */
export interface ConsolePageEntry {
  path: string;
  title: string;
  /** The roles whose endpoints the page calls (the server checks each call again). */
  roles: readonly OperatorRole[];
  Page: LazyExoticComponent<ComponentType>;
}

/**
 * Every page, in navigation order, each a lazy chunk. A role sees only the pages it may use (least
 * privilege, docs/security.md "Operator roles"): admin is not a superuser.
 */
export const CONSOLE_PAGES: readonly ConsolePageEntry[] = [
  { path: "/draws", title: "Draws", roles: ["draws"], Page: lazy(() => import("../pages/draws/draws-page")) },
  {
    path: "/withdrawals",
    title: "Withdrawals",
    roles: ["finance"],
    Page: lazy(() => import("../pages/withdrawals/withdrawals-page")),
  },
  {
    path: "/claims",
    title: "Claims",
    roles: ["finance"],
    Page: lazy(() => import("../pages/claims/claims-page")),
  },
  {
    path: "/identity",
    title: "Identity reviews",
    roles: ["finance"],
    Page: lazy(() => import("../pages/identity/identity-page")),
  },
  {
    path: "/callbacks",
    title: "Callbacks",
    roles: ["support"],
    Page: lazy(() => import("../pages/callbacks/callbacks-page")),
  },
  {
    path: "/feedback",
    title: "Feedback",
    roles: ["support"],
    Page: lazy(() => import("../pages/feedback/feedback-page")),
  },
  {
    path: "/client-errors",
    title: "Client errors",
    roles: ["support"],
    Page: lazy(() => import("../pages/client-errors/client-errors-page")),
  },
  {
    path: "/config",
    title: "Remote config",
    roles: ["admin"],
    Page: lazy(() => import("../pages/config/config-page")),
  },
  {
    path: "/terms",
    title: "Terms and privacy",
    roles: ["admin"],
    Page: lazy(() => import("../pages/terms/terms-page")),
  },
];

/** The pages `role` may open, in navigation order. */
export const pagesOf = (role: OperatorRole): ConsolePageEntry[] =>
  CONSOLE_PAGES.filter((p) => p.roles.includes(role));
