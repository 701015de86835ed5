import type { Statement } from "@lotto/api";
import { describe, expect, it } from "vitest";
import { STATEMENT_FIGURES } from "./__tests__/wallet-fixtures";
import { statementCsv } from "./statement-csv";

const statement: Statement = {
  month: "2026-10",
  ...STATEMENT_FIGURES,
  transactions: [
    {
      id: "1",
      at: "2026-10-02T01:00:00Z",
      date: "2026-10-02",
      type: "deposit",
      description: "Deposit by card",
      amount: 5000,
      balance_after: 6000,
      winnings_after: 0,
      games: [],
    },
    {
      id: "2",
      at: "2026-10-03T01:00:00Z",
      date: "2026-10-03",
      type: "purchase",
      description: "Tickets: Saturday Lotto draw 4653",
      amount: -340,
      balance_after: 5660,
      winnings_after: 0,
      games: [],
    },
    {
      id: "3",
      at: "2026-10-05T01:00:00Z",
      date: "2026-10-05",
      type: "prize",
      description: "Prize: Saturday Lotto draw 4653",
      amount: 1275,
      balance_after: 6935,
      winnings_after: 1275,
      games: [],
    },
    {
      id: "4",
      at: "2026-10-06T01:00:00Z",
      date: "2026-10-06",
      type: "withdrawal",
      description: 'Withdrawal to 086-420 •••678 (paid), "fast"',
      amount: -1000,
      balance_after: 5935,
      winnings_after: 275,
      games: [],
    },
  ],
};

describe("statement CSV", () => {
  it("carries the summary and every transaction, quoting what needs it", () => {
    const lines = statementCsv(statement).split("\r\n");
    expect(lines.slice(0, 13)).toEqual([
      "Statement,2026-10",
      "Opening balance,10.00",
      "Opening: winnings you can withdraw,0.00",
      "Deposits,50.00",
      "Spend: Saturday Lotto,-3.40",
      "Spend,-3.40",
      "Prizes,12.75",
      "Withdrawals,-10.00",
      "Net result,9.35",
      "Closing balance,59.35",
      "Closing: winnings you can withdraw,2.75",
      "Closing: deposited money,56.60",
      "",
    ]);
    expect(lines[13]).toBe("Date,Type,Description,Amount,Balance after,Winnings after");
    expect(lines[17]).toBe(
      '2026-10-06,Withdrawal,"Withdrawal to 086-420 •••678 (paid), ""fast""",-10.00,59.35,2.75',
    );
  });

  it("reconciles: opening plus the listed amounts is the closing balance", () => {
    const rows = statementCsv(statement).trim().split("\r\n").slice(14);
    const sum = rows.reduce((a, row) => a + Math.round(Number(row.split(",").at(-3)) * 100), 0);
    expect(statement.opening_balance + sum).toBe(statement.closing_balance);
  });
});
