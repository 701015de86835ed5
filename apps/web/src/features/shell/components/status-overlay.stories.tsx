import type { Meta, StoryObj } from "@storybook/react-vite";
import { StatusOverlay } from "./status-overlay";

const meta = {
  title: "Shell/StatusOverlay",
  component: StatusOverlay,
  args: { state: { kind: "loading" } },
} satisfies Meta<typeof StatusOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const Success: Story = { args: { state: { kind: "success", message: "Successfully signed in." } } };
export const Failure: Story = {
  args: {
    state: {
      kind: "failure",
      message: "We're unable to process your request at this time. Please try again later.",
    },
  },
};
