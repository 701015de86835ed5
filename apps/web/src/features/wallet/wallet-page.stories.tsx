import type { Meta, StoryObj } from "@storybook/react-vite";
import { StoryApi } from "@/testing/story-api";
import WalletPage from "./wallet-page";

const visa = {
  id: "c1",
  type: "Visa",
  formatted_number: "**** **** **** 1111",
  expiry: "12/30",
  default: true,
  expired: false,
};
const routes = {
  "GET /user/balances": { current_balance: 12_500 },
  "GET /user/limits": {
    online_remaining_spend_limit: 3000,
    online_player_set_maximum_spend_limit: 5000,
    online_system_set_maximum_spend_limit: 100_000,
    pending_player_set_maximum_spend_limit: null,
    pending_effective_at: null,
  },
  "GET /user/cards": [
    { ...visa, id: "c2", formatted_number: "**** **** **** 4444", default: false, expired: true },
    visa,
  ],
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

const at = (tab: number) => () => (
  <StoryApi routes={routes} path={`/wallet?tab=${tab}`}>
    <WalletPage />
  </StoryApi>
);

const meta = {
  title: "Pages/Wallet",
  component: WalletPage,
} satisfies Meta<typeof WalletPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tab 0: balance, spend limit and deposits with the section tabs (spec §2 /wallet?tab=0). */
export const BalancesTab: Story = { render: at(0) };
/** Tab 1: payment details, BPAY and bank transfer, saved cards (spec §2 /wallet?tab=1). */
export const PaymentDetailsTab: Story = { render: at(1) };
/** Tab 0 on a phone. */
export const BalancesTabMobile: Story = { render: at(0), globals: { viewport: { value: "mobile" } } };
export const PaymentDetailsTabMobile: Story = { render: at(1), globals: { viewport: { value: "mobile" } } };
