import type { Meta, StoryObj } from "@storybook/react-vite";
import { FeedbackBar } from "./feedback-bar";

const meta = {
  title: "Shell/FeedbackBar",
  component: FeedbackBar,
  args: { onFeedback: () => {}, onClose: () => {} },
} satisfies Meta<typeof FeedbackBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: { viewport: { value: "desktop" } } };
export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
