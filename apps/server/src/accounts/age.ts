import { PERTH } from "@lotto/core";
import { Temporal } from "temporal-polyfill";

/** Players must be adults (R-GAMES: adults in Australia). */
export const MINIMUM_AGE = 18;

/** True when someone born on `dateOfBirth` (YYYY-MM-DD) is at least 18 on today's Perth date. */
export function isAdult(dateOfBirth: string, now: Temporal.Instant): boolean {
  const today = now.toZonedDateTimeISO(PERTH).toPlainDate();
  const born = Temporal.PlainDate.from(dateOfBirth);
  return Temporal.PlainDate.compare(born.add({ years: MINIMUM_AGE }), today) <= 0;
}
