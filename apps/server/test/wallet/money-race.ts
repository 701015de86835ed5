import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { DEMO_PLAYER_ID } from "../../src/accounts/demo";
import type { Db, DbOrTx } from "../../src/db";
import { ledgerEntries } from "../../src/db/schema/accounts";
import { withdrawals } from "../../src/db/schema/withdrawals";
import { readBalance, readWallet } from "../../src/wallet/ledger";
import { operatorDecide } from "../../src/wallet/withdrawals";
import { call, cardToken } from "../helper";
import { FOUR_BOARDS, saturday } from "../play/play-fixtures";
import { readyBankAccount } from "./bank-account-support";
import { auditLedger } from "./ledger-audit";
import { creditWinnings } from "./winnings";

const WITHDRAWAL = 3_000;
const TICKET = 340;
const DEPOSIT = 2_000;
/** The prize won before the race: room for 15 of the 20 withdrawal keys, so the winnings run out. */
const WINNINGS = 45_000;

/**
 * Withdrawals racing purchases and deposits of one player, the requests spread over `apps` (one app,
 * or several instances on one database): each withdrawal key is sent twice. Then the balance never
 * went below zero, each key withdrew once, the balance is what the accepted requests add up to, the
 * withdrawals took exactly the winnings there were room for (purchases spent deposited money), and
 * the ledger audit, buckets included, holds.
 */
export async function raceWithdrawals(apps: FastifyInstance[], db: DbOrTx, auth: string, drawNum: number) {
  const at = (i: number) => apps[i % apps.length] as FastifyInstance;
  const post = (i: number, url: string, payload: object, key: string) =>
    call(at(i), {
      method: "POST",
      url: `/api/v1${url}`,
      payload,
      headers: { authorization: auth, "idempotency-key": key },
    });
  await readyBankAccount(at(0), auth);
  await creditWinnings(db as Db, DEMO_PLAYER_ID, WINNINGS);
  const before = await readBalance(db, DEMO_PLAYER_ID);
  // Card deposits carry the gateway's single-use tokens, got first as the browser would.
  const tokens = await Promise.all(Array.from({ length: 10 }, (_, i) => cardToken(at(i))));
  const requests = [
    ...Array.from(
      { length: 40 },
      (_, i) => () => post(i, "/user/withdrawals", { amount: WITHDRAWAL }, `race-w-${i % 20}`),
    ),
    ...Array.from(
      { length: 40 },
      (_, i) => () =>
        post(
          i + 1,
          "/games/tickets-purchase",
          { tickets: [{ coupon: saturday(FOUR_BOARDS), cost: TICKET, draw_num: drawNum }] },
          `race-p-${i}`,
        ),
    ),
    ...Array.from(
      { length: 10 },
      (_, i) => () =>
        post(i, "/user/deposits/card", { amount: DEPOSIT, card_token: tokens[i] }, `race-d-${i}`),
    ),
  ];
  // Interleave the kinds so they really overlap.
  const order = requests.map((_, i) => i).sort((a, b) => ((a * 7919) % 97) - ((b * 7919) % 97));
  const answers = await Promise.all(order.map((i) => (requests[i] as () => ReturnType<typeof post>)()));
  for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBeLessThan(500);

  const rows = await db.select().from(withdrawals).where(eq(withdrawals.playerId, DEMO_PLAYER_ID));
  const raced = rows.filter((w) => w.idempotencyKey?.startsWith("race-w-"));
  expect(new Set(raced.map((w) => w.idempotencyKey)).size).toBe(raced.length);
  // Both answers of one key name the same withdrawal.
  const byKey = new Map<string, Set<string>>();
  for (const [n, i] of order.entries()) {
    const a = answers[n];
    if (i >= 40 || a?.status !== 200) continue;
    const key = `race-w-${i % 20}`;
    byKey.set(key, (byKey.get(key) ?? new Set()).add(a.body.data.withdrawal.id));
  }
  for (const ids of byKey.values()) expect(ids.size).toBe(1);
  expect(byKey.size).toBe(raced.length);

  const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.playerId, DEMO_PLAYER_ID));
  const debits = entries.filter((e) => e.kind === "withdrawal");
  expect(debits.length).toBe(rows.length);
  const purchases = answers.filter((a) => a.body?.data?.status === "COMPLETED").length;
  const deposits = answers.filter((a) => a.status === 200 && a.body.data.deposit_id).length;
  expect(await readBalance(db, DEMO_PLAYER_ID)).toBe(
    before + deposits * DEPOSIT - purchases * TICKET - raced.length * WITHDRAWAL,
  );
  expect(raced.length).toBe(WINNINGS / WITHDRAWAL);
  expect((await readWallet(db, DEMO_PLAYER_ID)).winnings).toBe(0);
  expect(debits.every((e) => e.winningsAmount === e.amount && e.depositedAmount === 0)).toBe(true);
  expect(await auditLedger(db, DEMO_PLAYER_ID)).toEqual([]);
  return raced.map((w) => w.id);
}

/**
 * The player's cancel, the operator's rejection and the operator's payment of each pending withdrawal
 * at once, over `apps`: exactly one wins; a cancelled or rejected one is credited back once, to the
 * winnings it came from, a paid one never.
 */
export async function raceDecisions(apps: FastifyInstance[], dbs: DbOrTx[], auth: string, ids: string[]) {
  const before = await readWallet(dbs[0] as DbOrTx, DEMO_PLAYER_ID);
  await Promise.allSettled(
    ids.flatMap((id, i) => [
      call(apps[i % apps.length] as FastifyInstance, {
        method: "POST",
        url: `/api/v1/user/withdrawals/${id}/cancel`,
        headers: { authorization: auth },
      }),
      operatorDecide(dbs[(i + 1) % dbs.length] as never, id, "rejected", "Raced"),
      operatorDecide(dbs[i % dbs.length] as never, id, "paid", null),
    ]),
  );
  const db = dbs[0] as DbOrTx;
  const rows = await db.select().from(withdrawals).where(eq(withdrawals.playerId, DEMO_PLAYER_ID));
  const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.playerId, DEMO_PLAYER_ID));
  let back = 0;
  for (const id of ids) {
    const row = rows.find((w) => w.id === id);
    expect(row?.status).not.toBe("pending");
    const reversals = entries.filter((e) => e.reference === `withdrawal-reversal:${id}`);
    expect(reversals.length).toBe(row?.status === "paid" ? 0 : 1);
    back += reversals.reduce((sum, e) => sum + e.amount, 0);
  }
  expect(await readWallet(db, DEMO_PLAYER_ID)).toEqual({
    balance: before.balance + back,
    winnings: before.winnings + back,
  });
  expect(await auditLedger(db, DEMO_PLAYER_ID)).toEqual([]);
}
