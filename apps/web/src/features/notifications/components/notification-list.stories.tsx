import { AUTOPLAY_SKIP_TEXT } from "@lotto/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { Page } from "@/components/layout/page";
import { BIG_WIN, DRAWN, JACKPOT, WON } from "../__tests__/notifications-fixture";
import { NotificationList } from "./notification-list";

const meta = {
  title: "Notifications/NotificationList",
  component: NotificationList,
  render: (args) => (
    <Router hook={memoryLocation({ path: "/notifications" }).hook}>
      <Page title="Notifications">
        <NotificationList {...args} />
      </Page>
    </Router>
  ),
  args: {
    // Unread ones first, then read ones: each look apart.
    notifications: [
      BIG_WIN,
      JACKPOT,
      WON,
      DRAWN,
      { ...WON, id: 5, draw_number: 4636, read: true, text: "You won $12.50 on Saturday Lotto draw 4636" },
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

/** What the autoplays did: a purchase (its ticket) and a skip with its reason (the Autoplays page). */
export const Autoplay: Story = {
  args: {
    notifications: [
      {
        ...DRAWN,
        id: 20,
        kind: "autoplay-skipped",
        ticket_id: null,
        read: false,
        text: `Autoplay skipped Saturday Lotto draw 4642: ${AUTOPLAY_SKIP_TEXT.limit}`,
      },
      {
        ...DRAWN,
        id: 21,
        kind: "autoplay-bought",
        text: "Autoplay bought Saturday Lotto draw 4640 for $3.40",
      },
    ],
  },
};
