import type { Statement, Transaction, Withdrawal } from "@lotto/api";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { BankAccountForm } from "./bank-account-form";
import { SpendChartView } from "./spend-chart";
import { SpendChartSkeleton } from "./spend-chart-skeleton";
import { StatementView } from "./statement-panel";
import { TransactionList, TransactionListSkeleton } from "./transaction-list";
import { WithdrawalList } from "./withdrawal-list";

const noop = () => {};
const transactions: Transaction[] = [
  {
    id: "6",
    at: "2026-11-21T03:00:00Z",
    date: "2026-11-21",
    type: "withdrawal",
    description: "Withdrawal to 086-420 •••••678 (pending)",
    amount: -2000,
    balance_after: 53_935,
    winnings_after: 2275,
    games: [],
  },
  {
    id: "5",
    at: "2026-11-21T02:00:00Z",
    date: "2026-11-21",
    type: "prize",
    description: "Prize: Saturday Lotto draw 4653",
    amount: 1275,
    balance_after: 55_935,
    winnings_after: 4275,
    games: [],
  },
  {
    id: "4",
    at: "2026-11-20T02:00:00Z",
    date: "2026-11-20",
    type: "purchase",
    description: "Tickets: Saturday Lotto draw 4653; Powerball draws 1489–1490",
    amount: -2340,
    balance_after: 54_660,
    winnings_after: 3000,
    games: [],
  },
  {
    id: "3",
    at: "2026-11-19T02:00:00Z",
    date: "2026-11-19",
    type: "deposit",
    description: "Deposit by card",
    amount: 5000,
    balance_after: 57_000,
    winnings_after: 3000,
    games: [],
  },
  {
    id: "1",
    at: "2026-11-18T02:00:00Z",
    date: "2026-11-18",
    type: "deposit",
    description: "Opening balance",
    amount: 52_000,
    balance_after: 52_000,
    winnings_after: null,
    games: [],
  },
];
const withdrawal = (over: Partial<Withdrawal>): Withdrawal => ({
  id: "w1",
  amount: 2000,
  status: "pending",
  bank_account: "086-420 •••••678",
  requested_at: "2026-11-21T03:00:00Z",
  decided_at: null,
  reason: null,
  hold: null,
  ...over,
});
const statement: Statement = {
  month: "2026-10",
  opening_balance: 52_000,
  deposits: 5000,
  spend_by_game: [
    { name: "Saturday Lotto", amount: 1340 },
    { name: "Powerball", amount: 1000 },
  ],
  spend: 2340,
  prizes: 1275,
  withdrawals: 2000,
  adjustments: 0,
  net_result: -1065,
  closing_balance: 53_935,
  opening_winnings: 3000,
  closing_winnings: 2275,
  transactions: [...transactions].reverse().slice(1),
};
const weeks = (spend: number[], limit = 5000) => ({
  weeks: spend.map((s, i) => ({
    week_start: `2026-${i < 4 ? "09" : i < 8 ? "10" : "11"}-${String(1 + (i % 4) * 7).padStart(2, "0")}`,
    spend: s,
    limit,
  })),
  remaining: Math.max(0, limit - (spend.at(-1) ?? 0)),
});

const meta = { title: "Wallet/Record", component: TransactionList } satisfies Meta<typeof TransactionList>;
export default meta;
type Story = StoryObj<typeof meta>;
const mobile = { viewport: { value: "mobile" } };

/** Every kind of entry, newest first, with the balance after each. */
export const Transactions: Story = { args: { transactions } };
export const TransactionsMobile: Story = { args: { transactions }, globals: mobile };
/** Loading: rows of the final height. */
export const TransactionsLoading: Story = {
  args: { transactions: [] },
  render: () => <TransactionListSkeleton rows={6} />,
};
export const Withdrawals: Story = {
  args: { transactions: [] },
  render: () => (
    <WithdrawalList
      busy={false}
      onCancel={noop}
      withdrawals={[
        withdrawal({}),
        withdrawal({ id: "w5", status: "held", hold: "name_mismatch" }),
        withdrawal({ id: "w2", status: "paid", decided_at: "2026-11-22T01:00:00Z" }),
        withdrawal({ id: "w3", status: "rejected", reason: "The account name does not match." }),
        withdrawal({ id: "w4", status: "cancelled" }),
      ]}
    />
  ),
};
export const NoWithdrawals: Story = {
  args: { transactions: [] },
  render: () => <WithdrawalList busy={false} onCancel={noop} withdrawals={[]} />,
};
export const BankAccount: Story = {
  args: { transactions: [] },
  render: () => <BankAccountForm busy={false} error={null} onSave={noop} />,
};
export const BankAccountRefused: Story = {
  args: { transactions: [] },
  render: () => <BankAccountForm busy={false} error="BSB must be 6 digits." onSave={noop} />,
  globals: mobile,
};
/** The server refused the password (the same refusal and lockout as the other password checks). */
export const BankAccountWrongPassword: Story = {
  args: { transactions: [] },
  render: () => <BankAccountForm busy={false} error="The password you entered is incorrect." onSave={noop} />,
};
/** A month's statement: figures, spend by game, then the month's entries. */
export const MonthlyStatement: Story = {
  args: { transactions: [] },
  render: () => <StatementView statement={statement} />,
};
export const MonthlyStatementMobile: Story = { ...MonthlyStatement, globals: mobile };
export const QuietMonth: Story = {
  args: { transactions: [] },
  render: () => (
    <StatementView
      statement={{
        ...statement,
        deposits: 0,
        spend_by_game: [],
        spend: 0,
        prizes: 0,
        withdrawals: 0,
        net_result: 0,
        opening_balance: 53_935,
        transactions: [],
      }}
    />
  ),
};
/** 12 weeks of spend against a $50 limit, one week over it (a limit lowered since). */
export const SpendChart: Story = {
  args: { transactions: [] },
  render: () => (
    <SpendChartView data={weeks([0, 1200, 3400, 5000, 800, 0, 2200, 6100, 4100, 300, 2600, 1500])} />
  ),
};
export const SpendChartMobile: Story = { ...SpendChart, globals: mobile };
export const SpendChartNothingSpent: Story = {
  args: { transactions: [] },
  render: () => <SpendChartView data={weeks(Array(12).fill(0), 100_000)} />,
};
export const SpendChartLoading: Story = { args: { transactions: [] }, render: () => <SpendChartSkeleton /> };
