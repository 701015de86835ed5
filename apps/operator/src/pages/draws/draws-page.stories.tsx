import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ConsoleHarness } from "../../testing/console-harness";
import type { FakeRoutes } from "../../testing/fake-api";
import { DRAWS } from "../../testing/fixtures";
import DrawsPage from "./draws-page";

const LIST = "GET /operator/draws";

/** Draw staff see the calendar, run a draw now, read results and schedule special draws. */
const meta = {
  title: "Operator/Pages/Draws",
  component: DrawsPage,
  args: { routes: { [LIST]: { data: { draws: DRAWS } } } as FakeRoutes },
  render: ({ routes }: { routes: FakeRoutes }) => (
    <ConsoleHarness routes={routes}>
      <DrawsPage />
    </ConsoleHarness>
  ),
} satisfies Meta<{ routes: FakeRoutes }>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Loading: Story = { args: { routes: { [LIST]: "pending" } } };
export const Empty: Story = { args: { routes: { [LIST]: { data: { draws: [] } } } } };
export const Failed: Story = { args: { routes: { [LIST]: { status: 500, message: "Internal error" } } } };

/** Running a draw asks first: it cannot be undone. */
export const RunAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Run now: Saturday Lotto draw 4520" }));
    const dialog = within(document.body).getByRole("dialog", { name: "Run draw now" });
    await expect(within(dialog).getByText("This cannot be undone.")).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
