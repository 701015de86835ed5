/**
 * A player's autoplays (docs/api.md "Autoplay"): list, create, edit, pause, resume and cancel. Every
 * read and write is scoped to the player (another player's autoplay is a 404); at most
 * `AUTOPLAYS_LIMIT` not cancelled, counted under a per-player advisory lock. An edit applies from the
 * next draw not yet decided: tickets already bought keep their entry. The buying is `autoplay-job.ts`.
 */
import {
  AUTOPLAY_CODES,
  type Autoplay,
  type AutoplayCreate,
  type AutoplayList,
  type AutoplayRun,
  type AutoplayUpdate,
  type Coupon,
} from "@lotto/api";
import {
  AUTOPLAY_ERROR_TEXT,
  AUTOPLAY_SKIP_TEXT,
  AUTOPLAYS_LIMIT,
  autoplayWeeklyMaximum,
  gameById,
  isGameId,
  isoWeekdayOf,
  type WeekdayName,
} from "@lotto/core";
import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Db, DbOrTx } from "../db";
import { type autoplayRuns, autoplays } from "../db/schema/autoplays";
import { isoInstant } from "../draws/calendar";
import { cachedOpenDraws } from "../draws/open-draws-cache";
import { HttpError, notFound, unprocessable } from "../http/http-error";
import { assertCanPlay } from "../wallet/limits";
import { assertEntry, targetFrom } from "./autoplay-entry";

/** The history an answer carries per autoplay (newest first). */
export const AUTOPLAY_HISTORY_LENGTH = 50;
/** The most autoplays a list shows: every one not cancelled, then the latest cancelled. */
const LIST_LENGTH = AUTOPLAYS_LIMIT + 30;

type Row = typeof autoplays.$inferSelect;
type RunRow = typeof autoplayRuns.$inferSelect;

const triggerOf = (row: Row): Autoplay["trigger"] =>
  row.triggerKind === "jackpot-at-least" && row.threshold !== null
    ? { kind: "jackpot-at-least", threshold: row.threshold }
    : { kind: "every-draw" };

function runOf(run: RunRow): AutoplayRun {
  return {
    draw_number: run.drawNumber,
    outcome: run.outcome,
    ticket_id: run.ticketId,
    cost: run.cost,
    reason: run.reason,
    message: run.reason ? AUTOPLAY_SKIP_TEXT[run.reason] : null,
    at: isoInstant(run.at),
  };
}

/** Shapes rows for the wire, with each one's next draw, price and weekly maximum read from open draws. */
async function present(db: DbOrTx, rows: Row[], now: Temporal.Instant): Promise<Autoplay[]> {
  const ids = rows.map((row) => row.id);
  const runs =
    ids.length === 0
      ? []
      : (
          (await db.execute(sql`
            SELECT autoplay_id, draw_number, player_id, game_id, outcome, ticket_id, cost, reason, at::text AS at
            FROM (SELECT r.*, row_number() OVER (PARTITION BY autoplay_id ORDER BY draw_number DESC) AS n
                  FROM autoplay_runs r WHERE autoplay_id IN ${sql.raw(`(${ids.map(Number).join(",")})`)}) ranked
            WHERE n <= ${AUTOPLAY_HISTORY_LENGTH}
            ORDER BY draw_number DESC`)) as unknown as { rows: Record<string, unknown>[] }
        ).rows;
  const history = new Map<number, AutoplayRun[]>();
  for (const r of runs) {
    const run = runOf({
      autoplayId: Number(r.autoplay_id),
      drawNumber: Number(r.draw_number),
      playerId: String(r.player_id),
      gameId: Number(r.game_id),
      outcome: r.outcome as RunRow["outcome"],
      ticketId: (r.ticket_id as string | null) ?? null,
      cost: r.cost === null ? null : Number(r.cost),
      reason: (r.reason as RunRow["reason"]) ?? null,
      at: String(r.at),
    });
    history.set(Number(r.autoplay_id), [...(history.get(Number(r.autoplay_id)) ?? []), run]);
  }
  const out: Autoplay[] = [];
  for (const row of rows) {
    if (!isGameId(row.gameId)) continue;
    const coupon = row.coupon as Coupon;
    const day = row.day as WeekdayName | null;
    const target = targetFrom(row.gameId, await cachedOpenDraws(db, row.gameId, now), day, coupon);
    const game = gameById(row.gameId);
    const runsOf = history.get(row.id) ?? [];
    const finished = row.status === "active" && row.drawsLeft === 0;
    out.push({
      id: row.id,
      game_id: row.gameId,
      coupon,
      day,
      trigger: triggerOf(row),
      status: finished ? "finished" : row.status,
      paused_by: row.pausedBy,
      draws: row.draws,
      draws_left: row.drawsLeft,
      cost: target?.cost ?? null,
      weekly_maximum:
        target?.cost == null
          ? null
          : autoplayWeeklyMaximum(target.cost, day === null ? game.drawWeekdays : [isoWeekdayOf(day)]),
      next_draw: target
        ? {
            draw_number: target.draw.drawNumber,
            draw_time: isoInstant(target.draw.drawTime),
            sales_close: isoInstant(target.draw.salesClose),
            jackpot: game.prizes.jackpot === null ? null : target.draw.jackpot,
            decided: row.lastDecidedDraw !== null && row.lastDecidedDraw >= target.draw.drawNumber,
          }
        : null,
      last_purchase: runsOf.find((run) => run.outcome === "bought") ?? null,
      history: runsOf,
      created_at: isoInstant(row.createdAt),
      updated_at: isoInstant(row.updatedAt),
    });
  }
  return out;
}

/** The player's autoplays, newest first, and the weekly total of the active ones. */
export async function listAutoplays(db: Db, playerId: string, now: Temporal.Instant): Promise<AutoplayList> {
  const rows = await db
    .select()
    .from(autoplays)
    .where(eq(autoplays.playerId, playerId))
    .orderBy(sql`${autoplays.status} = 'cancelled'`, desc(autoplays.id))
    .limit(LIST_LENGTH);
  const list = await present(db, rows, now);
  return {
    autoplays: list,
    weekly_maximum: list.reduce((sum, a) => sum + (a.status === "active" ? (a.weekly_maximum ?? 0) : 0), 0),
    limit: AUTOPLAYS_LIMIT,
  };
}

async function ownRow(db: DbOrTx, playerId: string, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(autoplays)
    .where(and(eq(autoplays.id, id), eq(autoplays.playerId, playerId)));
  if (!row) throw notFound();
  return row;
}

/** One autoplay of the player; 404 for anyone else's. */
export async function getAutoplay(db: Db, playerId: string, id: number, now: Temporal.Instant) {
  return (await present(db, [await ownRow(db, playerId, id)], now))[0]!;
}

/** Sets an entry to play automatically; 422 past the limit or for an entry the game refuses. */
export async function createAutoplay(
  db: Db,
  playerId: string,
  input: AutoplayCreate,
  now: Temporal.Instant,
): Promise<Autoplay> {
  const day = input.day ?? null;
  await assertCanPlay(db, playerId, now);
  await assertEntry(db, input.coupon, day, input.trigger, now);
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`autoplays:${playerId}`}))`);
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(autoplays)
      .where(and(eq(autoplays.playerId, playerId), ne(autoplays.status, "cancelled")));
    if (total >= AUTOPLAYS_LIMIT)
      throw unprocessable(AUTOPLAY_CODES.limitReached, AUTOPLAY_ERROR_TEXT.limitReached);
    const [created] = await tx
      .insert(autoplays)
      .values({
        playerId,
        gameId: input.coupon.game_id,
        coupon: input.coupon,
        day,
        triggerKind: input.trigger.kind,
        threshold: input.trigger.kind === "jackpot-at-least" ? input.trigger.threshold : null,
        status: "active",
        draws: input.draws,
        drawsLeft: input.draws,
        createdAt: now.toString(),
        updatedAt: now.toString(),
      })
      .returning();
    return created!;
  });
  return (await present(db, [row], now))[0]!;
}

const cancelledError = () => new HttpError(409, AUTOPLAY_CODES.cancelled, AUTOPLAY_ERROR_TEXT.cancelled);

/**
 * Changes the entry (same game), day, trigger or number of draws (counted afresh from now). The row is
 * locked, so an edit and the job's purchase of the same autoplay are serialised: a draw already
 * decided keeps what it bought.
 */
export async function updateAutoplay(
  db: Db,
  playerId: string,
  id: number,
  input: AutoplayUpdate,
  now: Temporal.Instant,
): Promise<Autoplay> {
  const current = await ownRow(db, playerId, id);
  if (current.status === "cancelled") throw cancelledError();
  const coupon = input.coupon ?? (current.coupon as Coupon);
  if (coupon.game_id !== current.gameId) throw unprocessable("INVALID_TICKET", AUTOPLAY_ERROR_TEXT.otherGame);
  const day = input.day === undefined ? (current.day as WeekdayName | null) : input.day;
  const trigger = input.trigger ?? triggerOf(current);
  await assertEntry(db, coupon, day, trigger, now);
  const row = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: autoplays.status })
      .from(autoplays)
      .where(and(eq(autoplays.id, id), eq(autoplays.playerId, playerId)))
      .for("update");
    if (locked?.status === "cancelled") throw cancelledError();
    const [updated] = await tx
      .update(autoplays)
      .set({
        coupon,
        day,
        triggerKind: trigger.kind,
        threshold: trigger.kind === "jackpot-at-least" ? trigger.threshold : null,
        ...(input.draws === undefined ? {} : { draws: input.draws, drawsLeft: input.draws }),
        updatedAt: now.toString(),
      })
      .where(and(eq(autoplays.id, id), eq(autoplays.playerId, playerId)))
      .returning();
    return updated!;
  });
  return (await present(db, [row], now))[0]!;
}

/** Pauses, resumes or cancels; a cancelled autoplay stays cancelled (409). */
export async function setAutoplayStatus(
  db: Db,
  playerId: string,
  id: number,
  action: "pause" | "resume" | "cancel",
  now: Temporal.Instant,
): Promise<Autoplay> {
  const current = await ownRow(db, playerId, id);
  if (current.status === "cancelled") {
    if (action === "cancel") return (await present(db, [current], now))[0]!;
    throw cancelledError();
  }
  // A self-excluded (or suspended) player cannot restart buying, as they cannot buy by hand.
  if (action === "resume") await assertCanPlay(db, playerId, now);
  const set =
    action === "pause"
      ? { status: "paused" as const, pausedBy: "player" as const }
      : action === "resume"
        ? { status: "active" as const, pausedBy: null }
        : { status: "cancelled" as const, pausedBy: null };
  const [row] = await db
    .update(autoplays)
    .set({ ...set, updatedAt: now.toString() })
    .where(and(eq(autoplays.id, id), eq(autoplays.playerId, playerId), ne(autoplays.status, "cancelled")))
    .returning();
  if (!row) throw cancelledError();
  return (await present(db, [row], now))[0]!;
}
