/**
 * Which operator payments wait for a second operator (core's `DUAL_CONTROL_LINE`), and
 * the state the audit trail records before and after them.
 */
import { type Cents, dollarsText, needsDualControl, PLAY_HISTORY_STATUS } from "@lotto/core";
import { eq } from "drizzle-orm";
import type { Tx } from "../db";
import { remoteConfigOverrides } from "../db/schema/operations";
import { tickets } from "../db/schema/play";
import { withdrawals } from "../db/schema/withdrawals";
import { claimAmount } from "../draws/pay-claim";
import type { ApprovalNeed } from "./dual-control";

/** The named argument `name` of a command's body, as text (the CLI sends text, scripts numbers). */
export const bodyArg = (input: unknown, name: string): string | null => {
  const value = (input as { body?: Record<string, unknown> } | null)?.body?.[name];
  return typeof value === "string" || typeof value === "number" ? String(value) : null;
};

/** A claim above the dual-control line still to pay needs a second operator. */
export async function claimApproval(tx: Tx, input: unknown): Promise<ApprovalNeed | null> {
  const ticketId = bodyArg(input, "ticket");
  if (!ticketId || ticketId.length > 100) return null;
  const [ticket] = await tx
    .select({ playerId: tickets.playerId, status: tickets.status })
    .from(tickets)
    .where(eq(tickets.id, ticketId));
  if (ticket?.status !== PLAY_HISTORY_STATUS.WINNING_NOT_YET_PAID) return null;
  const amount = await claimAmount(tx, ticketId);
  if (!needsDualControl("claim", amount)) return null;
  return {
    summary: `Pay the claim of ticket ${ticketId}: ${dollarsText(amount as Cents)}`,
    amount,
    playerId: ticket.playerId,
  };
}

/** A withdrawal above the dual-control line still to pay needs a second operator. */
export async function withdrawalApproval(tx: Tx, input: unknown): Promise<ApprovalNeed | null> {
  const id = bodyArg(input, "id");
  if (!id || id.length > 100) return null;
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id));
  if (!row || (row.status !== "pending" && row.status !== "held")) return null;
  if (!needsDualControl("withdrawal", row.amount)) return null;
  return {
    summary: `Pay withdrawal ${id}: ${dollarsText(row.amount as Cents)}`,
    amount: row.amount,
    playerId: row.playerId,
  };
}

/** A ticket's status (claims). */
export async function ticketState(tx: Tx, input: unknown): Promise<unknown> {
  const id = bodyArg(input, "ticket");
  if (!id || id.length > 100) return null;
  const [row] = await tx.select({ status: tickets.status }).from(tickets).where(eq(tickets.id, id));
  return row ?? null;
}

/** A withdrawal's status. */
export async function withdrawalState(tx: Tx, input: unknown): Promise<unknown> {
  const id = bodyArg(input, "id");
  if (!id || id.length > 100) return null;
  const [row] = await tx
    .select({ status: withdrawals.status })
    .from(withdrawals)
    .where(eq(withdrawals.id, id));
  return row ?? null;
}

/** A remote-config key's run-time value (null: the shipped default is served). */
export async function configState(tx: Tx, input: unknown): Promise<unknown> {
  const key = bodyArg(input, "key");
  if (!key || key.length > 200) return null;
  const [row] = await tx
    .select({ value: remoteConfigOverrides.value })
    .from(remoteConfigOverrides)
    .where(eq(remoteConfigOverrides.key, key));
  return { key, value: row ? row.value : null };
}

/** The player a claim, withdrawal or player command concerns, by its `player` argument. */
export const playerArg = (input: unknown) =>
  bodyArg(input, "player") ?? (input as { query?: { player?: string } } | null)?.query?.player ?? null;
