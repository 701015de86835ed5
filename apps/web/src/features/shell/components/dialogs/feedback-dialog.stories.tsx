import type { Meta, StoryObj } from "@storybook/react-vite";
import { FeedbackDialog } from "./feedback-dialog";

const meta = {
  title: "Dialogs/Feedback",
  component: FeedbackDialog,
  args: { busy: false, error: null, onSend: () => {}, onClose: () => {} },
} satisfies Meta<typeof FeedbackDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithError: Story = { args: { error: "Rating is required." } };
