/**
 * Dates and months a request may name: a real calendar day (or month) of the years every layer holds.
 * The format alone let `0000-12-31` or `2025-02-30` through to Temporal, which threw (a 500).
 */
import * as v from "valibot";
import { requestString } from "./text";

/** The years a request's date may name: later than any record, and within what Temporal, Date and PostgreSQL hold alike. */
export const REQUEST_YEARS = { first: 1900, last: 9999 } as const;

/** What a refused date or month is told. */
export const DATE_TEXT = {
  dateFormat: "Dates must be YYYY-MM-DD.",
  monthFormat: "Month must be YYYY-MM.",
  outOfRange: `Dates must be real days from ${REQUEST_YEARS.first} to ${REQUEST_YEARS.last}.`,
} as const;

const inYears = (year: number) => year >= REQUEST_YEARS.first && year <= REQUEST_YEARS.last;

/** Whether `YYYY-MM-DD` (format already checked) names a day that exists, in the request years. */
export function isRequestDay(date: string): boolean {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  // Day 0 of the next month is this month's last day (UTC, so no time zone moves it).
  const days = new Date(Date.UTC(2000, month, 0)).getUTCDate();
  const leap = month === 2 && day === 29 ? (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 : true;
  return inYears(year) && day <= days && leap;
}

/** Whether `YYYY-MM` (format already checked) names a month of the request years. */
export const isRequestMonth = (month: string): boolean => inYears(Number(month.slice(0, 4)));

/** A date filter `YYYY-MM-DD`: a real day of the request years. */
export const RequestDateSchema = v.pipe(
  requestString(DATE_TEXT.dateFormat),
  v.isoDate(DATE_TEXT.dateFormat),
  v.check(isRequestDay, DATE_TEXT.outOfRange),
);

/** A month `YYYY-MM` of the request years. */
export const RequestMonthSchema = v.pipe(
  requestString(DATE_TEXT.monthFormat),
  v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, DATE_TEXT.monthFormat),
  v.check(isRequestMonth, DATE_TEXT.outOfRange),
);
