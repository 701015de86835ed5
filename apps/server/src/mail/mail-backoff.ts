/** Backoff of mail retries (mail/mail-retry.ts): a minute, doubling, at most an hour apart. */
import type { Temporal } from "temporal-polyfill";

/** Deliveries tried before an email is given up (and left for the operator). */
export const MAX_MAIL_ATTEMPTS = 8;
/** First retry after a minute, doubling, at most an hour apart. */
const FIRST_RETRY_SECONDS = 60;
const MAX_RETRY_SECONDS = 3600;

/** When to try again after `attempts` failed deliveries; null once they are used up. */
export function retryAt(now: Temporal.Instant, attempts: number): Temporal.Instant | null {
  if (attempts >= MAX_MAIL_ATTEMPTS) return null;
  const seconds = Math.min(FIRST_RETRY_SECONDS * 2 ** (attempts - 1), MAX_RETRY_SECONDS);
  return now.add({ seconds });
}
