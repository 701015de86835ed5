/**
 * Production mode (`NODE_ENV=production`, docs/security.md): no demo player, results or tickets, and
 * settings that would expose players are refused at start with one line saying what to change.
 */
import type { Env } from "./env";
import { StartupError } from "./startup-error";

/** True when the server runs for real players. */
export const isProduction = (env: Pick<Env, "NODE_ENV">) => env.NODE_ENV === "production";

/** Throws a {@link StartupError} for settings production must not run with. */
export function assertSafeSettings(env: Env): void {
  if (!isProduction(env)) return;
  if (env.DEV_MAILBOX) {
    throw new StartupError(
      "NODE_ENV=production refuses DEV_MAILBOX=true: the dev mailbox shows every reset link. Remove DEV_MAILBOX.",
    );
  }
  if (!env.SMTP_URL) {
    throw new StartupError(
      "NODE_ENV=production needs SMTP_URL (smtp://user:pass@host:587): without it activation and reset links would only be written to the log.",
    );
  }
}
