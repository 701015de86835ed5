import type { Meta, StoryObj } from "@storybook/react-vite";
import { SystemExplorer } from "./system-explorer";

const games = [
  { numbers: [1, 2, 3, 4, 5, 6], division: 1 },
  { numbers: [1, 2, 3, 4, 5, 7], division: 2 },
  { numbers: [1, 2, 3, 4, 6, 7], division: 2 },
  { numbers: [1, 2, 3, 5, 6, 7], division: 2 },
  { numbers: [1, 2, 4, 5, 6, 7], division: 2 },
  { numbers: [1, 3, 4, 5, 6, 7], division: 2 },
  { numbers: [2, 3, 4, 5, 6, 7], division: 2 },
];

const meta = {
  title: "Play/SystemExplorer",
  component: SystemExplorer,
  args: {
    system: 7,
    coverage: { total: 7, games },
    lastDraw: { drawNumber: 4521, best: 1, prize: 1_030_000 },
  },
} satisfies Meta<typeof SystemExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A System 7 that would have won Division 1 and six Division 2 games. */
export const Won: Story = {};

/** A System 8 that would have won nothing. */
export const Lost: Story = {
  args: {
    system: 8,
    coverage: {
      total: 28,
      games: [
        { numbers: [30, 31, 32, 33, 34, 35], division: null },
        { numbers: [30, 31, 32, 33, 34, 36], division: null },
      ],
    },
    lastDraw: { drawNumber: 4521, best: null, prize: 0 },
  },
};

/** The last draw is drawn but its dividends are not yet known. */
export const NotSettled: Story = { args: { lastDraw: { drawNumber: 4521, best: 1, prize: null } } };

/** No draw yet: the covered games only. */
export const NoDraw: Story = {
  args: {
    system: 20,
    coverage: { total: 38_760, games: games.map((g) => ({ ...g, division: null })) },
    lastDraw: null,
  },
};
