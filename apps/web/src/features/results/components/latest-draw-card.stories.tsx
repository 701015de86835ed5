import { gameById } from "@lotto/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { divisionLinesOf } from "@/testing/result-fixtures";
import { LatestDrawCard } from "./latest-draw-card";

const saturday = gameById(5127);
const powerball = gameById(5132);

const meta = {
  title: "Results/LatestDrawCard",
  component: LatestDrawCard,
  decorators: [
    (Story) => (
      <ul style={{ listStyle: "none", padding: 16, maxWidth: 360 }}>
        <Story />
      </ul>
    ),
  ],
  args: {
    onDividends: () => {},
    onHistory: () => {},
    draw: {
      game: saturday,
      nextDrawNumber: 4525,
      jackpotText: "$7 Million",
      result: {
        id: "5127-4523",
        gameTitle: "Saturday Lotto",
        colour: saturday.colour,
        gameKind: "lotto",
        drawNumber: 4523,
        drawDate: "Sat, 21 Nov 2026",
        winning: [3, 9, 17, 30, 31, 44],
        supplementary: [5, 22],
        powerball: null,
        divisions: divisionLinesOf(5127, [[1, 500000000, 1]]),
      },
    },
  },
} satisfies Meta<typeof LatestDrawCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Division-one winners; dividends open on demand. */
export const Settled: Story = {};
/** Powerball, drawn but not settled; the jackpot to be confirmed. */
export const NotSettled: Story = {
  args: {
    draw: {
      game: powerball,
      nextDrawNumber: 1651,
      jackpotText: null,
      result: {
        ...meta.args.draw.result,
        gameTitle: "Powerball",
        colour: powerball.colour,
        winning: [1, 5, 9, 13, 22, 30, 35],
        supplementary: [],
        powerball: 7,
        divisions: [],
      },
    },
  },
};
/** A game with no draw yet. */
export const NoDraws: Story = { args: { draw: { ...meta.args.draw, result: null } } };
export const SettledMobile: Story = { globals: { viewport: { value: "mobile" } } };
