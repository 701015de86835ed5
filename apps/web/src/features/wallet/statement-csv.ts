import type { Statement } from "@lotto/api";
import { BUCKET_TEXT, TRANSACTION_TYPE_LABEL } from "@lotto/core";

/** Dollars with two decimals and no symbol or grouping, as spreadsheets read them ("-12.50"). */
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** One CSV field, quoted when it holds a comma, quote or line break (RFC 4180). */
const field = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/**
 * The statement as CSV: the summary lines, a blank line, then every transaction of the month oldest
 * first (date, type, description, amount, balance after, winnings after), so the file reconciles by itself.
 */
export function statementCsv(s: Statement): string {
  const rows: string[][] = [
    ["Statement", s.month],
    ["Opening balance", dollars(s.opening_balance)],
    [`Opening: ${BUCKET_TEXT.winnings.toLowerCase()}`, dollars(s.opening_winnings)],
    ["Deposits", dollars(s.deposits)],
    ...s.spend_by_game.map((g) => [`Spend: ${g.name}`, dollars(-g.amount)]),
    ["Spend", dollars(-s.spend)],
    ["Prizes", dollars(s.prizes)],
    ["Withdrawals", dollars(-s.withdrawals)],
    ...(s.adjustments !== 0 ? [["Adjustments", dollars(s.adjustments)]] : []),
    ["Net result", dollars(s.net_result)],
    ["Closing balance", dollars(s.closing_balance)],
    [`Closing: ${BUCKET_TEXT.winnings.toLowerCase()}`, dollars(s.closing_winnings)],
    [`Closing: ${BUCKET_TEXT.deposited.toLowerCase()}`, dollars(s.closing_balance - s.closing_winnings)],
    [],
    ["Date", "Type", "Description", "Amount", "Balance after", "Winnings after"],
    ...s.transactions.map((t) => [
      t.date,
      TRANSACTION_TYPE_LABEL[t.type],
      t.description,
      dollars(t.amount),
      dollars(t.balance_after),
      t.winnings_after === null ? "" : dollars(t.winnings_after),
    ]),
  ];
  return `${rows.map((row) => row.map(field).join(",")).join("\r\n")}\r\n`;
}
