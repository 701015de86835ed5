import { type ApiClient, type ClientErrorKind, reportClientError } from "@lotto/api";
import { WEB_VERSION } from "@/config/web-client";

/** Reports one page load sends at most; the server also rate limits each address. */
export const MAX_REPORTS_PER_PAGE = 5;

/** The reporter of the running app (one per AppProvider); none in a test that does not install one. */
let active: ((kind: ClientErrorKind, error: unknown) => void) | null = null;

const describe = (error: unknown): { message: string; stack?: string } => {
  if (error instanceof Error)
    return { message: error.message || error.name, ...(error.stack ? { stack: error.stack } : {}) };
  return { message: typeof error === "string" ? error : "Unknown error" };
};

/**
 * Sends the errors a player meets to `POST /client-errors` (docs/security.md "Client errors"), so the
 * error page's "Our team has been notified" is true: uncaught errors and unhandled rejections of
 * `target`, and route errors through {@link reportError}. At most {@link MAX_REPORTS_PER_PAGE} a page
 * load, each message once, none after the server refuses one; a report that fails is dropped.
 * Returns the uninstaller.
 */
export function installErrorReporter(api: ApiClient, target: Window = window): () => void {
  const sent = new Set<string>();
  let stopped = false;
  const report = (kind: ClientErrorKind, error: unknown) => {
    const { message, stack } = describe(error);
    const key = `${kind} ${message}`;
    if (stopped || sent.has(key) || sent.size >= MAX_REPORTS_PER_PAGE) return;
    sent.add(key);
    const url = `${target.location.pathname}${target.location.search}`;
    reportClientError(api, {
      body: {
        kind,
        message: message || "Unknown error",
        url,
        release: WEB_VERSION,
        ...(stack ? { stack } : {}),
      },
    }).catch(() => {
      stopped = true;
    });
  };
  const onError = (event: ErrorEvent) => report("uncaught", event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => report("unhandled_rejection", event.reason);
  target.addEventListener("error", onError);
  target.addEventListener("unhandledrejection", onRejection);
  active = report;
  return () => {
    target.removeEventListener("error", onError);
    target.removeEventListener("unhandledrejection", onRejection);
    if (active === report) active = null;
  };
}

/** Reports an error the app caught itself (a route's error page). */
export function reportError(kind: ClientErrorKind, error: unknown): void {
  active?.(kind, error);
}
