import type { Meta, StoryObj } from "@storybook/react-vite";
import { Page } from "@/components/layout/page";
import { DRAWN, JACKPOT, WON } from "../__tests__/notifications-fixture";
import { NotificationList } from "./notification-list";

const meta = {
  title: "Notifications/NotificationList",
  component: NotificationList,
  render: (args) => (
    <Page title="Notifications">
      <NotificationList {...args} />
    </Page>
  ),
  args: {
    notifications: [JACKPOT, WON, DRAWN],
  },
} satisfies Meta<typeof NotificationList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: { viewport: { value: "desktop" } } };
export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
export const Loading: Story = { args: { notifications: undefined } };
export const Empty: Story = { args: { notifications: [] } };
export const Failed: Story = { args: { notifications: undefined, error: "Unknown error occurred" } };
