import { overlayDocs } from "@lotto/ui/story-docs";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { FeedbackDialog } from "./feedback-dialog";

const meta = {
  title: "Dialogs/Feedback",
  parameters: overlayDocs,
  component: FeedbackDialog,
  args: { busy: false, error: null, onSend: () => {}, onClose: () => {} },
} satisfies Meta<typeof FeedbackDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const AfterPurchase: Story = { args: { topic: "purchase" } };
export const AfterDeposit: Story = { args: { topic: "deposit" } };
export const Sending: Story = { args: { busy: true } };
export const WithError: Story = {
  args: { error: "We're unable to process your request at this time. Please try again later." },
};
export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
