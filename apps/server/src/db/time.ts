import { Temporal } from "temporal-polyfill";

/** A Temporal instant as the JS Date the drivers bind for timestamptz (the DB boundary only). */
export const toDate = (instant: Temporal.Instant): Date => new Date(instant.epochMilliseconds);

/** A timestamptz read back from the drivers as a Temporal instant. */
export const toInstant = (date: Date): Temporal.Instant =>
  Temporal.Instant.fromEpochMilliseconds(date.getTime());
