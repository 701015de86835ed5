/** The column kinds every table of the server shares. */
import { bigint, timestamp } from "drizzle-orm/pg-core";

/** An amount of money in whole cents (`bigint`, read as a JS number). */
export const cents = (name: string) => bigint(name, { mode: "number" });

/** A moment (`timestamptz`), read as a `Date`. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** A moment (`timestamptz`), read as PostgreSQL's ISO text: the play tables compare and return it as text. */
export const instantText = (name: string) => timestamp(name, { withTimezone: true, mode: "string" });
