import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openingBuckets } from "@lotto/core";
import { expect } from "vitest";
import type { Db } from "../../src/db";
import { MIGRATIONS_DIR, migrate, migrationFiles, type SqlRunner } from "../../src/db/migrate";
import { postLedgerEntry, readWallet } from "../../src/wallet/ledger";
import { auditLedger } from "../wallet/ledger-audit";

// Wallets from before migration 0019 (closed-loop buckets): the migration opens each with core's
// openingBuckets, and from then on the ledger audit holds, legacy entries and new ones alike.

/** Each legacy wallet's entries (kind, signed cents) and the buckets core's rule opens it with. */
const LEGACY: Record<string, [string, number][]> = {
  "only-deposits": [["deposit", 5000]],
  "won-and-withdrew": [
    ["deposit", 1000],
    ["purchase", -800],
    ["winning", 3000],
    ["withdrawal", -1000],
  ],
  "spent-the-prize": [
    ["deposit", 1000],
    ["winning", 500],
    ["purchase", -1400],
  ],
  "withdrawal-reversed": [
    ["winning", 2000],
    ["withdrawal", -2000],
    ["reversal", 2000],
  ],
  "never-used": [],
};

/** Applies every migration before 0019 through `runner` (a copy of the folder holding only those). */
export async function migrateBeforeBuckets(runner: SqlRunner): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), "pre-buckets-"));
  try {
    for (const name of await migrationFiles())
      if (name < "0019") await copyFile(join(MIGRATIONS_DIR, name), join(dir, name));
    await migrate(runner, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Writes the legacy players, wallets and entries as the old code did (no buckets). */
export async function writeLegacyWallets(runner: SqlRunner): Promise<void> {
  for (const [id, entries] of Object.entries(LEGACY)) {
    await runner.exec(`INSERT INTO players (id, email, password_hash, firstname, lastname, date_of_birth, mobile,
      address, status, security_question_id, security_answer_hash, password_changed_at, created_at)
      VALUES ('${id}', '${id}@example.test', 'x', 'Jo', 'Citizen', '1980-01-01', '0400000000', '{}', 'ACTIVE', 1,
      'x', now(), now())`);
    let balance = 0;
    for (const [n, [kind, amount]] of entries.entries()) {
      balance += amount;
      await runner.exec(`INSERT INTO ledger_entries (player_id, kind, amount, balance_after, reference, created_at)
        VALUES ('${id}', '${kind}', ${amount}, ${balance}, '${kind === "reversal" ? "withdrawal-reversal" : kind}:${id}-${n}', now())`);
    }
    await runner.exec(`INSERT INTO wallets (player_id, balance) VALUES ('${id}', ${balance})`);
  }
}

/** After the migration: every wallet opened as core says, audits clean, and keeps doing so as it moves on. */
export async function expectMigratedWallets(db: Db): Promise<void> {
  for (const [id, entries] of Object.entries(LEGACY)) {
    const sum = (kinds: string[]) =>
      entries.filter(([k]) => kinds.includes(k)).reduce((t, [, a]) => t + a, 0);
    const balance = sum(["deposit", "purchase", "winning", "withdrawal", "reversal"]);
    const opening = openingBuckets({
      balance,
      prizes: sum(["winning"]),
      withdrawn: -sum(["withdrawal", "reversal"]),
    });
    expect(await readWallet(db, id), id).toEqual({ balance, winnings: opening.winnings });
    expect(await auditLedger(db, id), id).toEqual([]);
  }
  expect((await readWallet(db, "won-and-withdrew")).winnings).toBe(2000);
  // A purchase spends the 200 of deposited money first, then winnings; the legacy withdrawal's reversal
  // goes back to deposited money (what the audit counts a legacy debit as taking).
  const post = (kind: "purchase" | "reversal", amount: number, origin?: string) =>
    db.transaction((tx) =>
      postLedgerEntry(tx, { playerId: "won-and-withdrew", kind, amount, reference: `${kind}:new`, origin }),
    );
  expect(await post("purchase", -300)).toEqual({ balance: 1900, winnings: 1900 });
  expect(await post("reversal", 1000, "withdrawal:won-and-withdrew-3")).toEqual({
    balance: 2900,
    winnings: 1900,
  });
  expect(await auditLedger(db, "won-and-withdrew")).toEqual([]);
}
