/** The column kinds every table of the server shares. */
import { bigint, customType, timestamp } from "drizzle-orm/pg-core";

/** An amount of money in whole cents (`bigint`, read as a JS number). */
export const cents = (name: string) => bigint(name, { mode: "number" });

/** A moment (`timestamptz`), read as a `Date`. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** A moment (`timestamptz`), read as PostgreSQL's ISO text: the play tables compare and return it as text. */
export const instantText = (name: string) => timestamp(name, { withTimezone: true, mode: "string" });

/**
 * Any JSON value (`jsonb`), read back exactly as stored. Drizzle's own `jsonb` parses a string it reads a
 * second time, so a stored "3" came back as the number 3 and "true" as a boolean; both drivers here
 * (node-postgres and PGlite) already parse `jsonb`, so the value is taken as the driver gives it.
 */
export const jsonValue = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => "jsonb",
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value,
});
