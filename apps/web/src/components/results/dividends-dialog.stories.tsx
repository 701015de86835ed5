import type { Meta, StoryObj } from "@storybook/react-vite";
import { overlayDocs } from "@/testing/story-docs";
import { DividendsDialog } from "./dividends-dialog";

const meta = {
  title: "Results/DividendsDialog",
  parameters: overlayDocs,
  component: DividendsDialog,
  args: {
    onClose: () => {},
    result: {
      id: "5132-1649",
      gameTitle: "Powerball",
      gameKind: "lotto",
      colour: "#2e3192",
      drawNumber: 1649,
      drawDate: "Thu 19 Nov",
      winning: [1, 5, 9, 13, 22, 30, 35],
      supplementary: [],
      powerball: 7,
      divisions: [
        { division: 1, each: 3000000000, winners: 1 },
        { division: 2, each: 1000000, winners: 4 },
        { division: 9, each: 1235, winners: 120400 },
      ],
    },
  },
} satisfies Meta<typeof DividendsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Powerball draw's dividends. */
export const Open: Story = {};
