import type { Meta, StoryObj } from "@storybook/react-vite";
import { Page } from "@/components/layout/page";
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
    notifications: [
      {
        id: 3,
        kind: "jackpot",
        game_id: 5132,
        draw_number: 1490,
        amount: 10_000_000_000,
        text: "Powerball jackpot is now $100 million",
        created_at: "2026-11-21T10:32:00Z",
        read: false,
      },
      {
        id: 2,
        kind: "won",
        game_id: 5127,
        draw_number: 4640,
        amount: 21_410,
        text: "You won $214.10",
        created_at: "2026-11-21T10:31:00Z",
        read: false,
      },
      {
        id: 1,
        kind: "drawn",
        game_id: 5127,
        draw_number: 4640,
        amount: null,
        text: "Your Saturday Lotto draw 4640 has been drawn",
        created_at: "2026-11-21T10:30:00Z",
        read: true,
      },
    ],
  },
} satisfies Meta<typeof NotificationList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: { viewport: { value: "desktop" } } };
export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
export const Loading: Story = { args: { notifications: undefined } };
export const Empty: Story = { args: { notifications: [] } };
export const Failed: Story = { args: { notifications: undefined, error: "Unknown error occurred" } };
