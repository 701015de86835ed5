import type { Meta, StoryObj } from "@storybook/react-vite";
import { Alert } from "./alert";

const meta = {
  title: "UI/Alert",
  component: Alert,
  args: { children: "Your account has been activated. Please login to continue.", severity: "success" },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Info: Story = { args: { severity: "info", children: "Session expired. Please login again." } };
export const ErrorSeverity: Story = {
  args: {
    severity: "error",
    children: "For security reasons, you have been logged out. Please login again.",
  },
};
export const Closable: Story = { args: { onClose: () => {} } };
