import { overlayDocs } from "@lotto/ui/story-docs";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { SharedDialog } from "./shared-dialog";

/** Every shared dialog of R-SCREENS at the mobile viewport (the desktop ones are in shared-dialog.stories). */
const meta = {
  title: "Dialogs/Shared at mobile",
  parameters: overlayDocs,
  component: SharedDialog,
  args: { name: "password-reminder", onPrimary: () => {}, onSecondary: () => {} },
  globals: { viewport: { value: "mobile" } },
} satisfies Meta<typeof SharedDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PasswordReminderMobile: Story = {};
export const TermsAndConditionsMobile: Story = { args: { name: "terms-and-conditions" } };
export const SpendingLimitMobile: Story = { args: { name: "spending-limit" } };
export const DepositLimitMobile: Story = { args: { name: "deposit-limit" } };
export const FavouritesLimitMobile: Story = { args: { name: "favourites-limit" } };
export const TourStartInfoMobile: Story = { args: { name: "tour-start-info" } };
export const TourEndInfoMobile: Story = { args: { name: "tour-end-info" } };
export const NotificationPromptMobile: Story = { args: { name: "notification-prompt" } };
export const ShoppingCartSpendLimitInfoMobile: Story = { args: { name: "shopping-cart-spend-limit-info" } };
export const ShoppingCartLogoutMobile: Story = { args: { name: "shopping-cart-logout" } };
