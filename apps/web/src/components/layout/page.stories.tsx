import type { Meta, StoryObj } from "@storybook/react-vite";
import { Page } from "./page";

/** The frame of the simple content pages: one `<main>` with its heading, centred at the app bar width. */
const meta = {
  title: "UI/Page",
  component: Page,
  args: { title: "Play Responsibly", children: <p>Set a weekly spend limit that suits you.</p> },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
