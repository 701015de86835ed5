import type { Card } from "@lotto/api";
import { belowMinimumDepositText, ERROR_CODE, externalFailureText, paymentErrorMessage } from "@lotto/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { VISA } from "@/testing/account-fixtures";
import { AddCardForm } from "./add-card-form";
import { BalanceSummary } from "./balance-summary";
import { DepositForm, type DepositFormProps } from "./deposit-form";
import { DepositReceipt } from "./deposit-receipt";
import { PaymentDetailsPanel } from "./payment-details-panel";
import { SavedCardsList } from "./saved-cards-list";

const noop = () => {};
const mastercard: Card = {
  ...VISA,
  id: "c2",
  type: "Mastercard",
  formatted_number: "**** **** **** 4444",
  default: false,
};
const expired: Card = {
  ...VISA,
  id: "c3",
  formatted_number: "**** **** **** 0002",
  expiry: "01/24",
  expired: true,
};
const details = {
  biller_code: "287342",
  reference: "4000123456",
  paypal_email: "demo@playonline.test",
  bank_transfer: {
    account_name: "Play Online Pty Ltd",
    bsb: "066-000",
    account_number: "12345678",
    reference: "PO4000123",
  },
};

const form: DepositFormProps = {
  minimumDeposit: 1000,
  method: "card",
  cards: [VISA, mastercard, expired],
  processing: false,
  coolingDown: false,
  error: null,
  amountProblem: null,
  onMethod: noop,
  onSubmit: noop,
};
const deposit = (over: Partial<DepositFormProps>) => () => <DepositForm {...form} {...over} />;

const meta = {
  title: "Wallet/Deposit",
  component: DepositForm,
  args: form,
} satisfies Meta<typeof DepositForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SavedCards: Story = {};
export const SavedCardsMobile: Story = { globals: { viewport: { value: "mobile" } } };
export const NoCards: Story = { render: deposit({ cards: [] }) };
export const OnlyAnExpiredCard: Story = { render: deposit({ cards: [expired] }) };
export const Paypal: Story = { render: deposit({ method: "paypal" }) };
/** Paying the missing amount of a cart (R-STATES payment context cart): a fixed amount, then the purchase. */
export const PayAndBuy: Story = { render: deposit({ fixedAmount: 1500 }) };
export const PayAndBuyPaypal: Story = { render: deposit({ fixedAmount: 1500, method: "paypal" }) };
export const VariantBMinimum: Story = { render: deposit({ minimumDeposit: 2000 }) };
export const BelowMinimum: Story = { render: deposit({ amountProblem: belowMinimumDepositText(1000) }) };
export const Processing: Story = { render: deposit({ processing: true }) };
export const Declined: Story = {
  render: deposit({ error: "Your card was declined. Please try another card." }),
};
export const ServiceUnavailableCard: Story = {
  render: deposit({ error: paymentErrorMessage(ERROR_CODE.serviceUnavailable, "card", "", 0) }),
};
export const ServiceUnavailablePaypal: Story = {
  render: deposit({
    method: "paypal",
    error: paymentErrorMessage(ERROR_CODE.serviceUnavailable, "paypal", "", 0),
  }),
};
export const ExternalFailureCountdown: Story = {
  render: deposit({ coolingDown: true, error: externalFailureText(5) }),
};
export const ExternalFailureFourthAttempt: Story = {
  render: deposit({ coolingDown: true, error: externalFailureText(60) }),
};
export const ExternalFailureWaitOver: Story = { render: deposit({ error: externalFailureText(0) }) };

export const Balances: Story = {
  render: () => (
    <BalanceSummary balance={12_500} winnings={4_250} remainingLimit={3000} onAboutLimits={noop} />
  ),
};
/** A player who has won nothing yet: none of the balance can be withdrawn. */
export const BalancesNoWinnings: Story = {
  render: () => <BalanceSummary balance={12_500} winnings={0} remainingLimit={3000} onAboutLimits={noop} />,
};
export const BalancesLoading: Story = {
  render: () => <BalanceSummary balance={null} winnings={null} remainingLimit={null} onAboutLimits={noop} />,
};
export const Receipt: Story = {
  render: () => (
    <DepositReceipt
      receipt={{
        deposit_id: "9f1c2a7e-3b1d-4c55-9a0e-2f6d1e8b7a41",
        amount: 2500,
        current_balance: 15_000,
        method: "card",
      }}
      onAgain={noop}
    />
  ),
};
export const PaymentDetails: Story = {
  render: () => <PaymentDetailsPanel details={details} blocked={null} error={null} />,
};
export const PaymentDetailsMobile: Story = { ...PaymentDetails, globals: { viewport: { value: "mobile" } } };
export const PaymentDetailsLoading: Story = {
  render: () => <PaymentDetailsPanel details={null} blocked={null} error={null} />,
};
export const PaymentDetailsSelfExcluded: Story = {
  render: () => <PaymentDetailsPanel details={null} blocked="self-excluded" error={null} />,
};
export const PaymentDetailsSetupPending: Story = {
  render: () => <PaymentDetailsPanel details={null} blocked="setup-pending" error={null} />,
};
export const PaymentDetailsError: Story = {
  render: () => (
    <PaymentDetailsPanel details={null} blocked={null} error="Something went wrong. Please try again." />
  ),
};
export const SavedCardsListed: Story = {
  render: () => (
    <SavedCardsList cards={[expired, mastercard, VISA]} busy={false} onMakeDefault={noop} onRemove={noop} />
  ),
};
export const SavedCardsEmpty: Story = {
  render: () => <SavedCardsList cards={[]} busy={false} onMakeDefault={noop} onRemove={noop} />,
};
export const AddCard: Story = { render: () => <AddCardForm busy={false} error={null} onAdd={noop} /> };
export const AddCardBusy: Story = { render: () => <AddCardForm busy error={null} onAdd={noop} /> };
export const AddCardRefused: Story = {
  render: () => <AddCardForm busy={false} error="Card number is invalid." onAdd={noop} />,
};
