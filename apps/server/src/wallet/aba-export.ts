/**
 * Paying withdrawals by bank file (docs/operations.md "Paying withdrawals"): finance exports every
 * approved withdrawal as one ABA direct-entry file to upload to the bank. Exporting pays them: in one
 * transaction the rows are locked, the file is written, the batch is stored and each withdrawal moves
 * from pending to paid with the batch's id, so a second export (here or on another instance, at the
 * same moment or later) finds none of them and nothing is paid twice. The file is kept with its batch.
 *
 * Approved means pending (not held for a name mismatch) and at most the dual-control line: a larger
 * withdrawal is paid on its own once a second operator approves it (docs/operations.md "Paying withdrawals").
 */
import { DUAL_CONTROL_LINE, PERTH } from "@lotto/core";
import { and, asc, eq, inArray, isNull, lte } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Env } from "../config/env";
import { isProduction } from "../config/production";
import type { Db } from "../db";
import { withdrawalBatches } from "../db/schema/runtime";
import { withdrawals } from "../db/schema/withdrawals";
import { toDate } from "../db/time";
import { HttpError } from "../http/http-error";
import { AbaError, type AbaOriginator, abaFile } from "./aba-file";

type AbaEnv = Pick<
  Env,
  "NODE_ENV" | "ABA_BANK" | "ABA_USER_NAME" | "ABA_USER_ID" | "ABA_BSB" | "ABA_ACCOUNT" | "ABA_REMITTER"
>;

/** The originator `npm start` uses: a made-up bank user, never a real account. */
const DEMO_ORIGINATOR: AbaOriginator = {
  bank: "CBA",
  userName: "PLAY ONLINE DEMO",
  userId: "301500",
  description: "WITHDRAWALS",
  bsb: "062-000",
  accountNumber: "12345678",
  remitter: "PLAY ONLINE",
};

/** The shop's originator from the environment; outside production, the demo one for what is unset. */
export function abaOriginator(env: AbaEnv): AbaOriginator {
  const { ABA_BANK, ABA_USER_NAME, ABA_USER_ID, ABA_BSB, ABA_ACCOUNT, ABA_REMITTER } = env;
  if (ABA_BANK && ABA_USER_NAME && ABA_USER_ID && ABA_BSB && ABA_ACCOUNT && ABA_REMITTER) {
    return {
      bank: ABA_BANK,
      userName: ABA_USER_NAME,
      userId: ABA_USER_ID,
      description: "WITHDRAWALS",
      bsb: ABA_BSB,
      accountNumber: ABA_ACCOUNT,
      remitter: ABA_REMITTER,
    };
  }
  if (isProduction(env)) {
    throw new HttpError(
      409,
      "ABA_NOT_CONFIGURED",
      "Set ABA_BANK, ABA_USER_NAME, ABA_USER_ID, ABA_BSB, ABA_ACCOUNT and ABA_REMITTER to export bank files.",
    );
  }
  return DEMO_ORIGINATOR;
}

/** The lodgement reference of a withdrawal: W and the first 17 hex digits of its id. */
export const abaReference = (withdrawalId: string) => `W${withdrawalId.replace(/-/g, "").slice(0, 17)}`;

/** An export's answer. */
export interface AbaExport {
  batch_id: number;
  file_name: string;
  payments: number;
  total: number;
  withdrawal_ids: string[];
  aba: string;
}

const fileName = (id: number, date: Temporal.PlainDate) => `withdrawals-${date.toString()}-${id}.aba`;

/** Exports and pays every approved withdrawal (see the file's comment); 409 when there is none. */
export async function exportAbaBatch(
  db: Db,
  env: AbaEnv,
  now: Temporal.Instant,
  by: string | null = null,
): Promise<AbaExport> {
  const originator = abaOriginator(env);
  const day = now.toZonedDateTimeISO(PERTH).toPlainDate();
  return db.transaction(async (tx) => {
    // Locked, and read again after any wait: a concurrent export that paid them leaves none here.
    const rows = await tx
      .select()
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.status, "pending"),
          isNull(withdrawals.batchId),
          lte(withdrawals.amount, DUAL_CONTROL_LINE.withdrawal),
        ),
      )
      .orderBy(asc(withdrawals.requestedAt), asc(withdrawals.id))
      .for("update");
    if (rows.length === 0)
      throw new HttpError(409, "NO_APPROVED_WITHDRAWALS", "There are no approved withdrawals to export.");
    let file: string;
    try {
      file = abaFile(
        originator,
        rows.map((row) => ({
          bsb: row.bsb,
          accountNumber: row.accountNumber,
          accountName: row.accountName,
          amount: row.amount,
          reference: abaReference(row.id),
        })),
        day,
      );
    } catch (error) {
      if (error instanceof AbaError) throw new HttpError(422, "ABA_INVALID", error.message);
      throw error;
    }
    const total = rows.reduce((sum, row) => sum + row.amount, 0);
    const [batch] = await tx
      .insert(withdrawalBatches)
      .values({ createdAt: toDate(now), createdBy: by, payments: rows.length, total, file })
      .returning({ id: withdrawalBatches.id });
    if (!batch) throw new Error("withdrawal batch not stored");
    const ids = rows.map((row) => row.id);
    const paid = await tx
      .update(withdrawals)
      .set({ status: "paid", batchId: batch.id, decidedAt: toDate(now) })
      .where(and(inArray(withdrawals.id, ids), eq(withdrawals.status, "pending")))
      .returning({ id: withdrawals.id });
    // The rows are locked: anything else means the database broke the lock's promise.
    if (paid.length !== ids.length) throw new Error("withdrawal batch changed while locked");
    return {
      batch_id: batch.id,
      file_name: fileName(batch.id, day),
      payments: rows.length,
      total,
      withdrawal_ids: ids,
      aba: file,
    };
  });
}
