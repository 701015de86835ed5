/**
 * No inversion (R-DRAW-ENGINE dividends; docs/decisions.md "No inversion"): a lower division never pays a winner more than a higher one.
 * When a lower division's prize would exceed a higher division's, the two divisions' pools are combined and
 * shared equally among all their winners, as Australian lotto rules provide; repeated until no won division
 * pays more than one above it. Divisions without winners take no part and keep their pool.
 */
import type { Cents } from "../model/entities";

/** One division's dividend before and after sharing. */
export interface SharedDivision {
  division: number;
  each: Cents;
  winners: number;
  pool: Cents;
}

interface Group {
  members: SharedDivision[];
  pool: Cents;
  winners: number;
  each: Cents;
}

const down5 = (cents: number): Cents => Math.floor(cents / 5) * 5;

/** A combined group's prize: Division 1's to the cent, lower divisions' rounded down to 5c (WA Rules r33). */
function groupEach(members: readonly SharedDivision[], pool: Cents, winners: number): Cents {
  const share = Number(BigInt(pool) / BigInt(winners));
  return members.some((m) => m.division === 1) ? share : down5(share);
}

function merge(higher: Group, lower: Group): Group {
  const members = [...higher.members, ...lower.members];
  const pool = higher.pool + lower.pool;
  const winners = higher.winners + lower.winners;
  return { members, pool, winners, each: groupEach(members, pool, winners) };
}

/**
 * The divisions (in any order) with every inversion combined away. A group's pool is paid as `each` to
 * each winner; what rounding leaves stays in the group's highest division's pool, so the pools' total is
 * unchanged to the cent. Without an inversion the divisions come back as they were.
 */
export function shareWithoutInversion(divisions: readonly SharedDivision[]): SharedDivision[] {
  const ordered = [...divisions].sort((a, b) => a.division - b.division);
  const stack: Group[] = [];
  for (const d of ordered) {
    if (d.winners === 0) continue;
    let group: Group = { members: [d], pool: d.pool, winners: d.winners, each: d.each };
    while (stack.length > 0 && group.each > stack.at(-1)!.each) group = merge(stack.pop()!, group);
    stack.push(group);
  }
  const shared = new Map<number, SharedDivision>();
  for (const group of stack) {
    if (group.members.length === 1) continue;
    let left = group.pool;
    for (const m of group.members.slice(1)) {
      shared.set(m.division, { ...m, each: group.each, pool: group.each * m.winners });
      left -= group.each * m.winners;
    }
    const top = group.members[0]!;
    shared.set(top.division, { ...top, each: group.each, pool: left });
  }
  return ordered.map((d) => shared.get(d.division) ?? d);
}
