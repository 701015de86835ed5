import { parseStoredInstant } from "@lotto/core";

/** Core's instant type (Temporal.Instant), without the web app depending on the polyfill itself. */
export type Instant = NonNullable<ReturnType<typeof parseStoredInstant>>;

/** An ISO string as core's instant; throws on invalid text (callers pass clock output). */
export function instantOf(iso: string): Instant {
  const instant = parseStoredInstant(iso);
  if (!instant) throw new Error(`Not an ISO instant: ${iso}`);
  return instant;
}

/** The current instant from the browser clock. */
export const nowInstant = (): Instant => instantOf(new Date().toISOString());
