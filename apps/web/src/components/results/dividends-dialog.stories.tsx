import { overlayDocs } from "@lotto/ui/story-docs";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { divisionLinesOf, POWERBALL_RESULT } from "@/testing/result-fixtures";
import { DividendsDialog } from "./dividends-dialog";

const meta = {
  title: "Results/DividendsDialog",
  parameters: overlayDocs,
  component: DividendsDialog,
  args: {
    onClose: () => {},
    result: {
      ...POWERBALL_RESULT,
      divisions: divisionLinesOf(5132, [
        [1, 3000000000, 1],
        [2, 1000000, 4],
        [3, 0, 0],
        [4, 790, 10],
        [5, 0, 0],
        [6, 0, 0],
        [7, 0, 0],
        [8, 0, 0],
        [9, 1235, 120400],
      ]),
    },
  },
} satisfies Meta<typeof DividendsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Powerball draw's dividends: each with its winning combination, unwon divisions as "No winners". */
export const Open: Story = {};

/** Division 1 not won: it jackpots to the next draw. */
export const JackpotRolls: Story = {
  args: {
    result: {
      ...POWERBALL_RESULT,
      divisions: divisionLinesOf(5132, [
        [1, 0, 0],
        [2, 1000000, 4],
        [9, 1235, 120400],
      ]),
    },
  },
};

/** Set for Life: Division 1 reads as its annuity. */
export const Annuity: Story = {
  args: {
    result: {
      ...POWERBALL_RESULT,
      id: "5237-980",
      gameTitle: "Set for Life",
      colour: "#00b5e2",
      powerball: null,
      divisions: divisionLinesOf(5237, [
        [1, 480_000_000, 1],
        [2, 6_000_000, 2],
        [3, 0, 0],
        [8, 1_020, 3_110],
      ]),
    },
  },
};

/** On a phone. */
export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
