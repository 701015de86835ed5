import type { EndpointDef, OperatorRole } from "@lotto/api";
import * as api from "@lotto/api";

/** A page of the console as the navigation lists it. */
export interface ConsoleNavEntry {
  path: string;
  title: string;
  /** The endpoint the page is for: the page is listed for the roles it admits. */
  endpoint: EndpointDef;
  /**
   * The roles that may open the page: those of `endpoint` in the server's tables (docs/decisions.md
   * "Operator roles"; apps/server/test/operator/console-roles.test.ts checks they agree). The server
   * checks every call again; this only hides what a role cannot use.
   */
  roles: readonly OperatorRole[];
}

/** Every page, in navigation order (plain data: the pages themselves are in console-pages.ts). */
export const CONSOLE_NAV: readonly ConsoleNavEntry[] = [
  { path: "/draws", title: "Draws", endpoint: api.operatorRunDrawEndpoint, roles: ["draws"] },
  {
    path: "/withdrawals",
    title: "Withdrawals",
    endpoint: api.operatorListWithdrawalsEndpoint,
    roles: ["finance"],
  },
  { path: "/claims", title: "Claims", endpoint: api.operatorPayWinEndpoint, roles: ["finance"] },
  { path: "/identity", title: "Identity reviews", endpoint: api.operatorListKycEndpoint, roles: ["finance"] },
  { path: "/callbacks", title: "Callbacks", endpoint: api.operatorListCallbacksEndpoint, roles: ["support"] },
  { path: "/feedback", title: "Feedback", endpoint: api.operatorListFeedbackEndpoint, roles: ["support"] },
  {
    path: "/client-errors",
    title: "Client errors",
    endpoint: api.operatorListErrorsEndpoint,
    roles: ["admin"],
  },
  { path: "/config", title: "Remote config", endpoint: api.operatorListConfigEndpoint, roles: ["admin"] },
  {
    path: "/terms",
    title: "Terms and privacy",
    endpoint: api.operatorPublishTermsEndpoint,
    roles: ["admin"],
  },
];
