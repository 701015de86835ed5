import type { Meta, StoryObj } from "@storybook/react-vite";
import { divisionLinesOf } from "@/testing/result-fixtures";
import { DivisionsTable } from "./divisions-table";

const meta = {
  title: "Results/DivisionsTable",
  component: DivisionsTable,
  args: {
    caption: "Draw 4521 dividends",
    rows: divisionLinesOf(5127, [
      [1, 500000000, 1],
      [2, 0, 0],
      [6, 1250, 40211],
    ]),
  },
} satisfies Meta<typeof DivisionsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A settled draw: an unwon division reads "No winners", never $0.00. */
export const Settled: Story = {};

/** Division 1 not won: it jackpots to the next draw. */
export const JackpotRolls: Story = {
  args: {
    rows: divisionLinesOf(5127, [
      [1, 0, 0],
      [6, 1250, 40211],
    ]),
  },
};

/** Set for Life's Division 1 as its annuity. */
export const Annuity: Story = {
  args: {
    caption: "Draw 980 dividends",
    rows: divisionLinesOf(5237, [
      [1, 480_000_000, 1],
      [2, 0, 0],
      [8, 1_020, 3_110],
    ]),
  },
};

/** Not settled yet. */
export const NotYetAvailable: Story = { args: { rows: [] } };

/** Under 600 px the rows stack into labelled lines. */
export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
