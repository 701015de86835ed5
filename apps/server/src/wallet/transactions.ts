/**
 * The transaction list (docs/api.md `GET /user/transactions`): every ledger entry of a player, newest
 * first by entry id (unique and in posting order, so keyset pages never skip or repeat an entry and
 * `balance_after` reads as a chain), each described from what its reference names: the purchase's
 * tickets, the draw a prize was won in, the claim's ticket, the deposit's method, the withdrawal.
 */
import type { Transaction, TransactionsQuery } from "@lotto/api";
import {
  CLAIM_REFERENCE_PREFIX,
  dateRangeWindow,
  describeTransaction,
  type GameId,
  gameById,
  isGameId,
  perthDateOf,
  type TransactionType,
  transactionTypeOf,
} from "@lotto/core";
import { and, desc, eq, gte, inArray, isNull, like, lt, notLike, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../db";
import { deposits, ledgerEntries } from "../db/schema/accounts";
import { tickets } from "../db/schema/play";
import { withdrawals } from "../db/schema/withdrawals";
import { toDate, toInstant } from "../db/time";
import { accountLabel } from "./bank-accounts";

type EntryRow = typeof ledgerEntries.$inferSelect;

/** The ledger condition of a transaction type. */
function typeCondition(type: TransactionType): SQL | undefined {
  if (type === "prize")
    return and(
      eq(ledgerEntries.kind, "winning"),
      notLike(ledgerEntries.reference, `${CLAIM_REFERENCE_PREFIX}%`),
    );
  if (type === "claim")
    return and(
      eq(ledgerEntries.kind, "winning"),
      like(ledgerEntries.reference, `${CLAIM_REFERENCE_PREFIX}%`),
    );
  return eq(ledgerEntries.kind, type);
}

/** What follows the first colon of a reference ("purchase:ID" → "ID"). */
const afterColon = (reference: string) => reference.slice(reference.indexOf(":") + 1);

/** A game id read from the ledger's reference, as core knows it; null for anything else. */
function knownGame(id: number): GameId | null {
  return isGameId(id) ? id : null;
}

/** Every entry's facts, fetched in one query per kind of reference. */
async function describeAll(db: DbOrTx, rows: readonly EntryRow[]): Promise<Transaction[]> {
  const typed = rows.map((row) => ({ row, type: transactionTypeOf(row.kind, row.reference) }));
  const groupIds = typed.filter((t) => t.type === "purchase").map((t) => afterColon(t.row.reference));
  const claimTickets = typed.filter((t) => t.type === "claim").map((t) => afterColon(t.row.reference));
  const depositIds = typed
    .filter((t) => t.type === "deposit" && t.row.reference.startsWith("deposit:"))
    .map((t) => afterColon(t.row.reference));
  const withdrawalIds = typed
    .filter((t) => t.type === "withdrawal" || t.type === "reversal")
    .map((t) => afterColon(t.row.reference));
  const [groupTickets, claimed, deposited, withdrawn] = await Promise.all([
    groupIds.length === 0
      ? []
      : db
          .select({
            key: tickets.groupId,
            gameId: tickets.gameId,
            draws: tickets.drawNumbers,
            cost: tickets.cost,
          })
          .from(tickets)
          .where(and(inArray(tickets.groupId, groupIds), isNull(tickets.message))),
    claimTickets.length === 0
      ? []
      : db
          .select({ key: tickets.id, gameId: tickets.gameId, draws: tickets.drawNumbers, cost: tickets.cost })
          .from(tickets)
          .where(inArray(tickets.id, claimTickets)),
    depositIds.length === 0
      ? []
      : db
          .select({ id: deposits.id, method: deposits.method })
          .from(deposits)
          .where(inArray(deposits.id, depositIds)),
    withdrawalIds.length === 0
      ? []
      : db.select().from(withdrawals).where(inArray(withdrawals.id, withdrawalIds)),
  ]);
  const partsOf = (list: typeof groupTickets, key: string) => {
    const byGame = new Map<GameId, { draws: number[]; amount: number }>();
    for (const t of list) {
      const game = knownGame(t.gameId);
      if (t.key !== key || game === null) continue;
      const part = byGame.get(game) ?? { draws: [], amount: 0 };
      part.draws.push(...t.draws);
      part.amount -= t.cost;
      byGame.set(game, part);
    }
    return [...byGame].map(([game_id, p]) => ({
      game_id,
      name: gameById(game_id).name,
      draws: [...new Set(p.draws)].sort((a, b) => a - b),
      amount: p.amount,
    }));
  };
  const methodOf = new Map(deposited.map((d) => [d.id, d.method]));
  const withdrawalOf = new Map(withdrawn.map((w) => [w.id, w]));
  return typed.map(({ row, type }) => {
    const key = afterColon(row.reference);
    let games: Transaction["games"] = [];
    if (type === "purchase") games = partsOf(groupTickets, key);
    if (type === "claim") games = partsOf(claimed, key).map((g) => ({ ...g, amount: row.amount }));
    if (type === "prize") {
      // `win:GAME:DRAW`: the player's small wins of one draw, credited at settlement.
      const [, game, draw] = row.reference.split(":");
      const id = knownGame(Number(game));
      if (id !== null)
        games = [{ game_id: id, name: gameById(id).name, draws: [Number(draw)], amount: row.amount }];
    }
    const withdrawal = withdrawalOf.get(key);
    const at = toInstant(row.createdAt);
    return {
      id: String(row.id),
      at: at.toString(),
      date: perthDateOf(at),
      type,
      description: describeTransaction({
        type,
        games,
        method: methodOf.get(key) ?? null,
        bank: withdrawal ? accountLabel(withdrawal) : null,
        withdrawalStatus: withdrawal?.status ?? null,
        reason: type === "reversal" ? (withdrawal?.reason ?? null) : null,
      }),
      amount: row.amount,
      balance_after: row.balanceAfter,
      winnings_after: row.winningsAfter,
      games,
    };
  });
}

/** The filters of a query as ledger conditions (player, type, Perth date range). */
function filters(playerId: string, query: Pick<TransactionsQuery, "type" | "from_date" | "to_date">): SQL[] {
  const window = dateRangeWindow(query.from_date, query.to_date);
  return [
    eq(ledgerEntries.playerId, playerId),
    ...(query.type ? [typeCondition(query.type) as SQL] : []),
    ...(window.start ? [gte(ledgerEntries.createdAt, toDate(window.start))] : []),
    ...(window.end ? [lt(ledgerEntries.createdAt, toDate(window.end))] : []),
  ];
}

/** One page of the player's transactions, newest first, and the cursor of the next page. */
export async function listTransactions(db: DbOrTx, playerId: string, query: TransactionsQuery) {
  const limit = query.limit ?? 50;
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(
      and(...filters(playerId, query), ...(query.before ? [lt(ledgerEntries.id, Number(query.before))] : [])),
    )
    .orderBy(desc(ledgerEntries.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    transactions: await describeAll(db, page),
    next_cursor: rows.length > limit && last ? String(last.id) : null,
  };
}

/** Every transaction of a Perth date range, oldest first (the statement's list). */
export async function transactionsBetween(db: DbOrTx, playerId: string, from: Date, to: Date) {
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.playerId, playerId),
        gte(ledgerEntries.createdAt, from),
        lt(ledgerEntries.createdAt, to),
      ),
    )
    .orderBy(ledgerEntries.id);
  return describeAll(db, rows);
}
