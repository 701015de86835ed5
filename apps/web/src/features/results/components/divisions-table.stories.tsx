import type { Meta, StoryObj } from "@storybook/react-vite";
import { DivisionsTable } from "./divisions-table";

const meta = {
  title: "Results/DivisionsTable",
  component: DivisionsTable,
  args: {
    caption: "Draw 4521 dividends",
    rows: [
      { division: 1, combination: "6 winning numbers", each: 500000000, winners: 1 },
      { division: 6, combination: "3 winning numbers", each: 1250, winners: 40211 },
    ],
  },
} satisfies Meta<typeof DivisionsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A settled draw. */
export const Settled: Story = {};

/** Not settled yet. */
export const NotYetAvailable: Story = { args: { rows: [] } };

/** Under 600 px the rows stack into labelled lines. */
export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
