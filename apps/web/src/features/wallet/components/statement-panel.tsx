import type { Statement } from "@lotto/api";
import { BUCKET_TEXT, statementMonths } from "@lotto/core";
import { Button } from "@lotto/ui/button";
import { SelectField } from "@lotto/ui/form";
import { formatMoney } from "@lotto/ui/format-money";
import { colors } from "@lotto/ui/theme";
import { useMemo, useState } from "react";
import styled, { createGlobalStyle } from "styled-components";
import { nowInstant } from "@/lib/instant";
import { useStatement } from "../api/wallet-record-queries";
import { statementCsv } from "../statement-csv";
import { TransactionList } from "./transaction-list";

/** How many months before the current one the picker offers. */
const MONTHS = 12;

const monthLabel = (month: string) =>
  new Date(`${month}-15T00:00:00Z`).toLocaleDateString("en-AU", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** The statements tab: a Perth month's activity (this month to date first), to print or download. */
export function StatementPanel({ now = nowInstant() }: { now?: ReturnType<typeof nowInstant> }) {
  const months = useMemo(() => statementMonths(now, MONTHS), [now]);
  const [month, setMonth] = useState(months[0] ?? null);
  const statement = useStatement(month);
  return (
    <section aria-label="Monthly statement" data-print-area>
      <PrintOnlyStatement />
      <Controls data-no-print>
        <SelectField
          label="Month"
          options={months.map((m, i) => ({
            value: m,
            label: i === 0 ? `${monthLabel(m)} (to date)` : monthLabel(m),
          }))}
          value={month ?? ""}
          onChange={(e) => setMonth(e.target.value)}
        />
        {statement.data && (
          <Actions>
            <Button
              as="a"
              $variant="secondary"
              href={csvHref(statement.data)}
              download={`statement-${month}.csv`}
            >
              Download CSV
            </Button>
            <Button type="button" $variant="secondary" onClick={() => window.print()}>
              Print statement
            </Button>
          </Actions>
        )}
      </Controls>
      {statement.isPending ? (
        <SummarySkeleton role="status" aria-busy="true" aria-label="Loading statement" />
      ) : statement.isError ? (
        <p role="alert">{statement.error.message}</p>
      ) : (
        <StatementView statement={statement.data} />
      )}
    </section>
  );
}

const csvHref = (s: Statement) => `data:text/csv;charset=utf-8,${encodeURIComponent(statementCsv(s))}`;

/** The month's figures, then its transactions oldest first. */
export function StatementView({ statement: s }: { statement: Statement }) {
  const line = (label: string, cents: number, strong = false) => (
    <tr key={label}>
      <th scope="row">{strong ? <strong>{label}</strong> : label}</th>
      <td>{strong ? <strong>{formatMoney(cents)}</strong> : formatMoney(cents)}</td>
    </tr>
  );
  return (
    <>
      <h3>Activity statement, {monthLabel(s.month)}</h3>
      <Summary>
        <tbody>
          {line("Opening balance", s.opening_balance)}
          {line(`Opening: ${BUCKET_TEXT.winnings.toLowerCase()}`, s.opening_winnings)}
          {line("Deposits", s.deposits)}
          {s.spend_by_game.map((g) => line(`Spend: ${g.name}`, -g.amount))}
          {line("Total spend", -s.spend)}
          {line("Prizes", s.prizes)}
          {line("Withdrawals", -s.withdrawals)}
          {s.adjustments !== 0 && line("Adjustments", s.adjustments)}
          {line("Net result (prizes less spend)", s.net_result, true)}
          {line("Closing balance", s.closing_balance, true)}
          {line(`Closing: ${BUCKET_TEXT.winnings.toLowerCase()}`, s.closing_winnings)}
          {line(`Closing: ${BUCKET_TEXT.deposited.toLowerCase()}`, s.closing_balance - s.closing_winnings)}
        </tbody>
      </Summary>
      <h3>Transactions</h3>
      {s.transactions.length === 0 ? (
        <p>No transactions this month.</p>
      ) : (
        <TransactionList transactions={s.transactions} />
      )}
    </>
  );
}

/** While printing, only the statement shows: no header, navigation, banners, tabs or buttons. */
const PrintOnlyStatement = createGlobalStyle`
  @media print {
    body { background: ${colors.surface}; }
    body * { visibility: hidden; }
    [data-print-area], [data-print-area] * { visibility: visible; }
    [data-print-area] { position: absolute; top: 0; left: 0; width: 100%; }
    [data-no-print] { display: none !important; }
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
  margin-bottom: 16px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Summary = styled.table`
  border-collapse: collapse;
  width: 100%;
  max-width: 480px;
  th, td { padding: 8px 0; border-bottom: 1px solid ${colors.border}; }
  th { text-align: left; font-weight: 400; }
  td { text-align: right; }
`;

const SummarySkeleton = styled.div`
  height: 420px;
  max-width: 480px;
  border-radius: 8px;
  background: ${colors.background};
`;
