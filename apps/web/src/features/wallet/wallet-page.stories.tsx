import type { Meta, StoryObj } from "@storybook/react-vite";
import { DEPOSIT_LIMITS, EXPIRED_CARD, SPEND_LIMITS, VISA } from "@/testing/account-fixtures";
import { PENDING, StoryApi } from "@/testing/story-api";
import { BANK_ACCOUNT, PENDING_WITHDRAWAL, transaction } from "./__tests__/wallet-fixtures";
import WalletPage from "./wallet-page";

const routes = {
  "GET /user/balances": { current_balance: 11_500, withdrawable_winnings: 275, deposited_balance: 11_225 },
  "GET /user/limits": SPEND_LIMITS,
  "GET /user/deposit-limits": DEPOSIT_LIMITS,
  "GET /user/cards": [EXPIRED_CARD, VISA],
  "GET /config": { reset_password_coefficient: 100, minimum_deposit_amount: 1000 },
  "GET /user/payment-details": {
    biller_code: "287342",
    reference: "4000123456",
    paypal_email: null,
    bank_transfer: {
      account_name: "Play Online",
      bsb: "066-000",
      account_number: "12345678",
      reference: "P1",
    },
  },
};

/** This month in Perth: the statement tab opens on it. */
const thisMonth = (() => {
  const perth = new Date(Date.now() + 8 * 3600_000);
  const d = new Date(Date.UTC(perth.getUTCFullYear(), perth.getUTCMonth(), 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
})();
const entry = (
  id: number,
  type: string,
  description: string,
  amount: number,
  balance_after: number,
  winnings_after: number,
) => transaction(id, { type, description, amount, balance_after, winnings_after });
const entries = [
  entry(4, "withdrawal", "Withdrawal to 086-420 •••••678 (pending)", -1000, 11_500, 275),
  entry(3, "prize", "Prize: Saturday Lotto draw 4653", 1275, 12_500, 1275),
  entry(2, "purchase", "Tickets: Saturday Lotto draw 4653", -775, 11_225, 0),
  entry(1, "deposit", "Deposit by card", 12_000, 12_000, 0),
];
const record = {
  "GET /user/spend-weeks": {
    weeks: Array.from({ length: 12 }, (_, i) => ({
      week_start: `2026-${String(9 + Math.floor(i / 4)).padStart(2, "0")}-${String(1 + (i % 4) * 7).padStart(2, "0")}`,
      spend: [0, 1200, 3400, 5000, 800, 0, 2200, 4100, 300, 2600, 1500, 2000][i],
      limit: 5000,
    })),
    remaining: 3000,
  },
  "GET /user/transactions": { transactions: entries, next_cursor: "1" },
  "GET /user/withdrawals": {
    current_balance: 11_500,
    withdrawable: 275,
    minimum: 1000,
    bank_account: BANK_ACCOUNT,
    withdrawals: [PENDING_WITHDRAWAL],
  },
  [`GET /user/statements/${thisMonth}`]: {
    month: thisMonth,
    opening_balance: 0,
    deposits: 12_000,
    spend_by_game: [{ name: "Saturday Lotto", amount: 775 }],
    spend: 775,
    prizes: 1275,
    withdrawals: 1000,
    adjustments: 0,
    net_result: 500,
    closing_balance: 11_500,
    opening_winnings: 0,
    closing_winnings: 275,
    transactions: [...entries].reverse(),
  },
};

const at =
  (tab: number, over: Record<string, unknown> = {}) =>
  () => (
    <StoryApi routes={{ ...routes, ...record, ...over }} path={`/wallet?tab=${tab}`}>
      <WalletPage />
    </StoryApi>
  );

const meta = {
  title: "Pages/Wallet",
  component: WalletPage,
} satisfies Meta<typeof WalletPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tab 0: balance, spend limit and deposits with the section tabs (R-SCREENS /wallet?tab=0). */
export const BalancesTab: Story = { render: at(0) };
/** Tab 1: payment details, BPAY and bank transfer, saved cards (R-SCREENS /wallet?tab=1). */
export const PaymentDetailsTab: Story = { render: at(1) };
/** Tab 2: every transaction newest first, filters and paging. */
export const TransactionsTab: Story = { render: at(2) };
export const TransactionsTabMobile: Story = { render: at(2), globals: { viewport: { value: "mobile" } } };
/** Tab 2 while the first page loads: a skeleton of the page's final height. */
export const TransactionsLoading: Story = { render: at(2, { "GET /user/transactions": PENDING }) };
export const TransactionsEmpty: Story = {
  render: at(2, { "GET /user/transactions": { transactions: [], next_cursor: null } }),
};
/** Tab 3: withdrawable balance, bank account, amount and the latest withdrawals. */
export const WithdrawTab: Story = { render: at(3) };
export const WithdrawTabMobile: Story = { render: at(3), globals: { viewport: { value: "mobile" } } };
/** Tab 3 before a bank account is saved: the account form comes first. */
export const WithdrawNoBankAccount: Story = {
  render: at(3, {
    "GET /user/withdrawals": { ...record["GET /user/withdrawals"], bank_account: null, withdrawals: [] },
  }),
};
/** Tab 3 just after the account was added or changed: from when it can receive a withdrawal. */
export const WithdrawAccountWaiting: Story = {
  render: at(3, {
    "GET /user/withdrawals": {
      ...record["GET /user/withdrawals"],
      bank_account: {
        ...BANK_ACCOUNT,
        withdrawable_from: new Date(Date.now() + 20 * 3600_000).toISOString(),
      },
    },
  }),
};
export const WithdrawAccountWaitingMobile: Story = {
  ...WithdrawAccountWaiting,
  globals: { viewport: { value: "mobile" } },
};
export const WithdrawLoading: Story = { render: at(3, { "GET /user/withdrawals": PENDING }) };
/** Tab 4: this month's statement to date, with CSV download and print. */
export const StatementsTab: Story = { render: at(4) };
export const StatementsTabMobile: Story = { render: at(4), globals: { viewport: { value: "mobile" } } };
export const StatementLoading: Story = { render: at(4, { [`GET /user/statements/${thisMonth}`]: PENDING }) };
/** Tab 0 while the spend chart's figures load. */
export const SpendChartLoading: Story = { render: at(0, { "GET /user/spend-weeks": PENDING }) };
/** Tab 0 on a phone. */
export const BalancesTabMobile: Story = { render: at(0), globals: { viewport: { value: "mobile" } } };
export const PaymentDetailsTabMobile: Story = { render: at(1), globals: { viewport: { value: "mobile" } } };
