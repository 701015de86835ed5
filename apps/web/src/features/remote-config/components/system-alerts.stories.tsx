import type { Meta, StoryObj } from "@storybook/react-vite";
import { SystemAlerts } from "./system-alerts";

const meta = {
  title: "Platform/SystemAlerts",
  component: SystemAlerts,
  args: {
    alerts: [
      { show: true, message: "Results for tonight's Powerball draw are delayed.", severity: "warning" },
    ],
  },
} satisfies Meta<typeof SystemAlerts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Warning: Story = {};
export const Info: Story = {
  args: { alerts: [{ show: true, message: "Ticket sales pause at 5.55pm for the draw.", severity: "info" }] },
};
/** `icon` names one of the alert icons (here the maintenance spanner) instead of the severity's own. */
export const WarningWithNamedIcon: Story = {
  args: {
    alerts: [
      {
        show: true,
        message: "Card deposits are paused for maintenance.",
        severity: "warning",
        icon: "maintenance",
      },
    ],
  },
};
export const Several: Story = {
  args: {
    alerts: [
      { show: true, message: "Card deposits are unavailable right now.", severity: "error" },
      { show: true, message: "Set for Life draws are running late.", severity: "warning", games: [5237] },
    ],
  },
};
export const None: Story = { args: { alerts: [] } };
export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
