/**
 * Customer services' view of players: a bounded, paged search by email, name or id, and one player's
 * file (account, limits, self-exclusion, wallet, recent transactions and tickets, notes). The search
 * text is matched literally: `%`, `_` and `\` are escaped, never LIKE wildcards.
 */
import { asc, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../db";
import { depositLimits, ledgerEntries, players, spendLimits, wallets } from "../db/schema/accounts";
import { playerNotes } from "../db/schema/operator-audit";
import { tickets } from "../db/schema/play";
import { notFound } from "../http/http-error";

/** `text` as a LIKE pattern matching itself anywhere (backslash is PostgreSQL's default escape). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const RECENT = 20;

/** Players whose id is `q`, or whose email or full name contains it, by name; `limit` from `offset`. */
export async function searchPlayers(db: DbOrTx, q: string, limit: number, offset: number) {
  const pattern = containsPattern(q);
  const rows = await db
    .select({
      id: players.id,
      email: players.email,
      firstname: players.firstname,
      lastname: players.lastname,
      status: players.status,
      createdAt: players.createdAt,
    })
    .from(players)
    .where(
      or(
        eq(players.id, q),
        ilike(players.email, pattern),
        ilike(sql`${players.firstname} || ' ' || ${players.lastname}`, pattern),
      ),
    )
    .orderBy(asc(players.lastname), asc(players.firstname), asc(players.id))
    .limit(limit + 1)
    .offset(offset);
  return {
    players: rows
      .slice(0, limit)
      .map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() })),
    next_offset: rows.length > limit ? offset + limit : null,
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** One player's file for customer services; 404 for an unknown id. */
export async function playerDetail(db: DbOrTx, playerId: string) {
  const [player] = await db.select().from(players).where(eq(players.id, playerId));
  if (!player) throw notFound();
  const [[wallet], [spend], [deposit], transactions, recentTickets, notes] = await Promise.all([
    db.select().from(wallets).where(eq(wallets.playerId, playerId)),
    db.select().from(spendLimits).where(eq(spendLimits.playerId, playerId)),
    db.select().from(depositLimits).where(eq(depositLimits.playerId, playerId)),
    db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.playerId, playerId))
      .orderBy(desc(ledgerEntries.id))
      .limit(RECENT),
    db
      .select()
      .from(tickets)
      .where(eq(tickets.playerId, playerId))
      .orderBy(desc(tickets.createdAt))
      .limit(RECENT),
    db
      .select()
      .from(playerNotes)
      .where(eq(playerNotes.playerId, playerId))
      .orderBy(desc(playerNotes.id))
      .limit(50),
  ]);
  const balance = wallet?.balance ?? 0;
  const winnings = wallet?.winnings ?? 0;
  return {
    account: {
      id: player.id,
      email: player.email,
      firstname: player.firstname,
      lastname: player.lastname,
      date_of_birth: player.dateOfBirth,
      mobile: player.mobile,
      address: player.address,
      status: player.status,
      created_at: player.createdAt.toISOString(),
      login_locked_until: iso(player.lockedUntil),
      failed_logins: player.failedLogins,
    },
    self_excluded_until: iso(player.selfExcludedUntil),
    limits: {
      weekly_spend: spend?.playerMax ?? null,
      pending_weekly_spend: spend?.pendingMax ?? null,
      pending_weekly_spend_from: iso(spend?.pendingEffectiveAt ?? null),
      deposit: deposit?.period ? { period: deposit.period, amount: deposit.amount } : null,
      pending_deposit_from: iso(deposit?.pendingEffectiveAt ?? null),
    },
    wallet: { balance, winnings, deposited: balance - winnings },
    transactions: transactions.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      amount: entry.amount,
      balance_after: entry.balanceAfter,
      reference: entry.reference,
      created_at: entry.createdAt.toISOString(),
    })),
    tickets: recentTickets.map((ticket) => ({
      id: ticket.id,
      game_id: ticket.gameId,
      draw_numbers: ticket.drawNumbers,
      cost: ticket.cost,
      status: ticket.status,
      prize: ticket.prize,
      created_at: ticket.createdAt,
    })),
    notes: notes.map((note) => ({
      id: note.id,
      author: note.authorEmail,
      body: note.body,
      created_at: note.createdAt.toISOString(),
    })),
  };
}
