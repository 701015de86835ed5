import type { SelfExclusionBody } from "@lotto/api";
import { PERTH } from "@lotto/core";
import type { Temporal } from "temporal-polyfill";

const MONTHS: Record<SelfExclusionBody["period"], number> = {
  "3_MONTHS": 3,
  "6_MONTHS": 6,
  "1_YEAR": 12,
  "5_YEARS": 60,
};

/** When a self-exclusion chosen at `now` ends: the same Perth wall time, whole months later. */
export function selfExclusionEnd(
  period: SelfExclusionBody["period"],
  now: Temporal.Instant,
): Temporal.Instant {
  return now.toZonedDateTimeISO(PERTH).add({ months: MONTHS[period] }).toInstant();
}
