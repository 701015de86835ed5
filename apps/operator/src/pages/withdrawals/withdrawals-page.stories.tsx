import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ConsoleHarness } from "../../testing/console-harness";
import type { FakeRoutes } from "../../testing/fake-api";
import { WITHDRAWALS } from "../../testing/fixtures";
import WithdrawalsPage from "./withdrawals-page";

const LIST = "GET /operator/withdrawals";

/** Finance pays or rejects the withdrawals waiting for the bank; a name mismatch is flagged. */
const meta = {
  title: "Operator/Pages/Withdrawals",
  component: WithdrawalsPage,
  args: { routes: { [LIST]: { data: { withdrawals: WITHDRAWALS } } } as FakeRoutes },
  render: ({ routes }: { routes: FakeRoutes }) => (
    <ConsoleHarness routes={routes}>
      <WithdrawalsPage />
    </ConsoleHarness>
  ),
} satisfies Meta<{ routes: FakeRoutes }>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};

export const Loading: Story = { args: { routes: { [LIST]: "pending" } } };

export const Empty: Story = { args: { routes: { [LIST]: { data: { withdrawals: [] } } } } };

export const Failed: Story = {
  args: { routes: { [LIST]: { status: 503, message: "The service is unavailable." } } },
};

/** Rejecting asks for the reason the player will read. */
export const RejectAsksReason: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [, second] = await canvas.findAllByRole("button", { name: "Reject" });
    await userEvent.click(second as HTMLElement);
    const dialog = within(document.body).getByRole("dialog", { name: "Reject withdrawal" });
    await expect(within(dialog).getByText("The account's name does not match the player's.")).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    await expect(within(dialog).getByText("Enter a reason.")).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
