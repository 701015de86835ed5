import * as api from "@lotto/api";
import { DUAL_CONTROL_LINE } from "@lotto/core";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { ledgerEntries } from "../../src/db/schema/accounts";
import { operatorApprovals, operatorAudit } from "../../src/db/schema/operator-audit";
import { withdrawals } from "../../src/db/schema/withdrawals";
import { APPROVAL_TEXT } from "../../src/operator/approvals";
import { PLAYER_SUPPORT_TEXT } from "../../src/operator/player-actions";
import { ledgerSum, readBalance } from "../../src/wallet/ledger";
import { build, call, loginAs, type TestApp } from "../helper";
import { readyBankAccount } from "../wallet/bank-account-support";
import { creditWinnings } from "../wallet/winnings";
import { act, actorOf } from "./operator-actors";

// Dual control (docs/decisions.md "Dual control") on one app: PGlite, or PostgreSQL under test:pg.
let app: TestApp;
let twin: TestApp;
beforeAll(async () => {
  app = await build();
  twin = await build({ twinOf: app });
}, 120_000);
afterAll(async () => {
  await twin?.close();
  await app?.close();
});

const finance = actorOf("finance", 1);
const finance2 = actorOf("finance", 2);
const adjust = (body: object, who = finance) =>
  act(app, who, api.operatorAdjustBalanceEndpoint, { body: { player: DEMO_PLAYER_ID, ...body } });
const approveAs = (who: typeof finance, id: number, on = app) =>
  act(on, who, api.operatorApproveEndpoint, { body: { id } });
const approval = async (id: number) =>
  (await app.db.select().from(operatorApprovals).where(eq(operatorApprovals.id, id)))[0];
const trailOf = (id: number) =>
  app.db.select().from(operatorAudit).where(eq(operatorAudit.approvalId, id)).orderBy(operatorAudit.id);

describe("a balance adjustment waits for a second operator", () => {
  it("is held, refused to its requester and to a role that cannot adjust, then runs once when approved", async () => {
    const before = await readBalance(app.db, DEMO_PLAYER_ID);
    const held = await adjust({ direction: "credit", amount: 1_250, reason: "Goodwill: late payout" });
    const id = held.pending_approval.id;
    expect(held.pending_approval.summary).toBe(
      `Credit $12.50, player ${DEMO_PLAYER_ID}: Goodwill: late payout`,
    );
    expect(await readBalance(app.db, DEMO_PLAYER_ID)).toBe(before);
    const listed = await act(app, actorOf("admin"), api.operatorListApprovalsEndpoint);
    expect(listed.approvals).toContainEqual(
      expect.objectContaining({
        id,
        amount: 1_250,
        player_id: DEMO_PLAYER_ID,
        requested_by: finance.email,
        state: "pending",
      }),
    );

    await expect(approveAs(finance, id)).rejects.toMatchObject({
      statusCode: 403,
      message: APPROVAL_TEXT.ownRequest,
    });
    await expect(approveAs(actorOf("admin"), id)).rejects.toMatchObject({
      statusCode: 403,
      message: APPROVAL_TEXT.wrongRole,
    });
    expect((await approval(id))?.state).toBe("pending");

    const done = await approveAs(finance2, id);
    expect(done).toMatchObject({ id, state: "approved", result: { amount: 1_250, balance: before + 1_250 } });
    expect(await readBalance(app.db, DEMO_PLAYER_ID)).toBe(before + 1_250);
    expect(await ledgerSum(app.db, DEMO_PLAYER_ID)).toBe(before + 1_250);
    expect(await approval(id)).toMatchObject({ state: "approved", decidedByEmail: finance2.email });
    // The request, the approval and the adjustment it ran: three rows naming the approval.
    expect((await trailOf(id)).map((row) => [row.operatorEmail, row.action])).toEqual([
      [finance.email, "POST /operator/players/adjust"],
      [finance2.email, "POST /operator/players/adjust"],
      [finance2.email, "POST /operator/approvals/approve"],
    ]);
    await expect(approveAs(actorOf("finance", 3), id)).rejects.toMatchObject({ statusCode: 409 });
  });

  it("never takes the balance below zero: the approval fails, writes nothing and stays pending", async () => {
    const balance = await readBalance(app.db, DEMO_PLAYER_ID);
    const { pending_approval } = await adjust({
      direction: "debit",
      amount: balance + 1,
      reason: "Chargeback",
    });
    const entries = async () =>
      (
        await app.db
          .select()
          .from(ledgerEntries)
          .where(and(eq(ledgerEntries.playerId, DEMO_PLAYER_ID), eq(ledgerEntries.kind, "adjustment")))
      ).length;
    const count = await entries();
    await expect(approveAs(finance2, pending_approval.id)).rejects.toMatchObject({
      statusCode: 422,
      message: PLAYER_SUPPORT_TEXT.negative,
    });
    expect(await readBalance(app.db, DEMO_PLAYER_ID)).toBe(balance);
    expect(await entries()).toBe(count);
    expect((await approval(pending_approval.id))?.state).toBe("pending");
    expect(await trailOf(pending_approval.id)).toHaveLength(1);
    const declined = await act(app, finance2, api.operatorDeclineEndpoint, {
      body: { id: pending_approval.id, reason: "More than the balance" },
    });
    expect(declined).toEqual({ id: pending_approval.id, state: "declined" });
    expect(await approval(pending_approval.id)).toMatchObject({
      state: "declined",
      declineReason: "More than the balance",
    });
    await expect(approveAs(finance2, pending_approval.id)).rejects.toMatchObject({ statusCode: 409 });
  });

  it("runs once when two approvers on two server instances race", async () => {
    const before = await readBalance(app.db, DEMO_PLAYER_ID);
    const { pending_approval } = await adjust({ direction: "credit", amount: 700, reason: "Race" });
    const outcomes = await Promise.allSettled([
      approveAs(finance2, pending_approval.id, app),
      approveAs(actorOf("finance", 3), pending_approval.id, twin),
    ]);
    const approved = outcomes.filter((o) => o.status === "fulfilled");
    expect(approved).toHaveLength(1);
    expect(
      outcomes
        .filter((o) => o.status === "rejected")
        .map((o) => (o as PromiseRejectedResult).reason.statusCode)
        .sort(),
    ).toEqual([409]);
    expect(await readBalance(app.db, DEMO_PLAYER_ID)).toBe(before + 700);
    expect(await ledgerSum(app.db, DEMO_PLAYER_ID)).toBe(before + 700);
  });

  it("refuses an unknown approval with 404", async () => {
    await expect(approveAs(finance2, 999_999)).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe("a withdrawal above the dual-control line", () => {
  it("waits for a second operator to pay it; one at the line is paid at once", async () => {
    const auth = await loginAs(app);
    await creditWinnings(app.db, DEMO_PLAYER_ID, 1_200_000);
    await readyBankAccount(app, auth);
    const withdraw = async (amount: number) => {
      const res = await call(app, {
        method: "POST",
        url: "/api/v1/user/withdrawals",
        payload: { amount },
        headers: { authorization: auth, "idempotency-key": `dual-${amount}` },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.withdrawal.id as string;
    };
    const status = async (id: string) =>
      (await app.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]?.status;
    const pay = (id: string) => act(app, finance, api.operatorPayWithdrawalEndpoint, { body: { id } });

    const atLine = await withdraw(DUAL_CONTROL_LINE.withdrawal);
    expect(await pay(atLine)).toMatchObject({ status: "paid", already: false });

    const above = await withdraw(DUAL_CONTROL_LINE.withdrawal + 1);
    const held = await pay(above);
    expect(held.pending_approval.summary).toBe(`Pay withdrawal ${above}: $5,000.01`);
    expect(await status(above)).toBe("pending");
    await expect(approveAs(finance, held.pending_approval.id)).rejects.toMatchObject({ statusCode: 403 });
    const done = await approveAs(finance2, held.pending_approval.id);
    expect(done.result).toMatchObject({ status: "paid", already: false });
    expect(await status(above)).toBe("paid");
    const [, action] = await trailOf(held.pending_approval.id);
    expect(action).toMatchObject({
      operatorEmail: finance2.email,
      before: { status: "pending" },
      after: { status: "paid" },
    });
  });
});
