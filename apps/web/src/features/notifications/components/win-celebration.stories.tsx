import type { Meta, StoryObj } from "@storybook/react-vite";
import { Page } from "@/components/layout/page";
import { BIG_WIN, WON } from "../__tests__/notifications-fixture";
import { WinCelebration } from "./win-celebration";

const meta = {
  title: "Notifications/WinCelebration",
  component: WinCelebration,
  render: (args) => (
    <>
      <WinCelebration {...args} />
      <Page title="Tickets">
        <p>The page goes on below the celebration, nothing covered.</p>
      </Page>
    </>
  ),
  args: { win: WON, onViewTicket: () => {}, onDismiss: () => {} },
} satisfies Meta<typeof WinCelebration>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A win paid into the wallet at settlement. */
export const Paid: Story = {};
/** A win too big to credit at once: it waits for a claim. */
export const Claim: Story = { args: { win: { ...BIG_WIN, claim_amount: BIG_WIN.amount } } };
/** Part paid, part waiting for a claim (wins on several tickets of one draw). */
export const PartlyClaimed: Story = { args: { win: BIG_WIN } };
export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
export const ClaimMobile: Story = { ...Claim, globals: { viewport: { value: "mobile" } } };
