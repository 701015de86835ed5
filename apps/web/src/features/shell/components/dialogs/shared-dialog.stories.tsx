import { overlayDocs } from "@lotto/ui/story-docs";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { SharedDialog } from "./shared-dialog";

const meta = {
  title: "Dialogs/Shared",
  parameters: overlayDocs,
  component: SharedDialog,
  args: { name: "password-reminder", onPrimary: () => {}, onSecondary: () => {} },
} satisfies Meta<typeof SharedDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PasswordReminder: Story = {};
export const TermsAndConditions: Story = { args: { name: "terms-and-conditions" } };
export const SpendingLimit: Story = { args: { name: "spending-limit" } };
export const DepositLimit: Story = { args: { name: "deposit-limit" } };
export const FavouritesLimit: Story = { args: { name: "favourites-limit" } };
export const TourStartInfo: Story = { args: { name: "tour-start-info" } };
export const TourEndInfo: Story = { args: { name: "tour-end-info" } };
export const NotificationPrompt: Story = { args: { name: "notification-prompt" } };
export const ShoppingCartSpendLimitInfo: Story = { args: { name: "shopping-cart-spend-limit-info" } };
export const ShoppingCartLogout: Story = { args: { name: "shopping-cart-logout" } };
