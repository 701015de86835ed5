/**
 * Several writes sent as ONE PostgreSQL statement (`WITH w0 AS (…), w1 AS (…) <last>`): one round trip
 * instead of one per write, for the purchase's hot path (R-SERVER Performance). PostgreSQL runs every
 * data-modifying part exactly once, all on the same snapshot, and checks foreign keys at the end of
 * the statement, so a child row may reference a parent inserted beside it; a part must not read what
 * another part writes, nor may two parts write the same row.
 */
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Tx } from "./types";

/** The statement that runs `writes` (at least one) together; it does nothing until executed. */
export function oneStatement(writes: readonly SQLWrapper[]): SQL {
  const last = writes.at(-1);
  if (!last) throw new Error("oneStatement needs at least one write");
  // getSQL(): a query builder put straight into sql`` comes out parenthesised, as a subquery.
  const parts = writes.slice(0, -1).map((write, i) => sql`${sql.raw(`w${i}`)} as (${write.getSQL()})`);
  return parts.length === 0 ? last.getSQL() : sql`with ${sql.join(parts, sql`, `)} ${last.getSQL()}`;
}

/** Runs `writes` as one statement in `tx`. */
export async function writeInOneStatement(tx: Tx, writes: readonly SQLWrapper[]): Promise<void> {
  await tx.execute(oneStatement(writes));
}
