import { overlayDocs } from "@lotto/ui/story-docs";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { SharedDialog } from "./shared-dialog";

/** Every shared dialog of R-SCREENS at the tablet viewport (the desktop ones are in shared-dialog.stories). */
const meta = {
  title: "Dialogs/Shared at tablet",
  parameters: overlayDocs,
  component: SharedDialog,
  args: { name: "password-reminder", onPrimary: () => {}, onSecondary: () => {} },
  globals: { viewport: { value: "tablet" } },
} satisfies Meta<typeof SharedDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PasswordReminderTablet: Story = {};
export const TermsAndConditionsTablet: Story = { args: { name: "terms-and-conditions" } };
export const SpendingLimitTablet: Story = { args: { name: "spending-limit" } };
export const DepositLimitTablet: Story = { args: { name: "deposit-limit" } };
export const FavouritesLimitTablet: Story = { args: { name: "favourites-limit" } };
export const TourStartInfoTablet: Story = { args: { name: "tour-start-info" } };
export const TourEndInfoTablet: Story = { args: { name: "tour-end-info" } };
export const NotificationPromptTablet: Story = { args: { name: "notification-prompt" } };
export const ShoppingCartSpendLimitInfoTablet: Story = { args: { name: "shopping-cart-spend-limit-info" } };
export const ShoppingCartLogoutTablet: Story = { args: { name: "shopping-cart-logout" } };
