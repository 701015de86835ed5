import type { Meta, StoryObj } from "@storybook/react-vite";
import { EntryOdds } from "./entry-odds";

const meta = {
  title: "Play/EntryOdds",
  component: EntryOdds,
  args: {
    insights: {
      anyPrize: 1 / 42.1,
      division1: 1 / 8_145_060,
      expectedReturn: 38,
      lastDraw: { drawNumber: 4521, best: null, prize: 0 },
    },
  },
} satisfies Meta<typeof EntryOdds>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A standard Saturday Lotto game with the last draw's dividends. */
export const WithExpectedReturn: Story = {};

/** The last draw is not settled yet: odds only. */
export const NoDividends: Story = {
  args: {
    insights: { anyPrize: 1 / 42.1, division1: 1 / 8_145_060, expectedReturn: null, lastDraw: null },
  },
};

/** Cash 3 'any' with three equal digits cannot win. */
export const NoChance: Story = {
  args: { insights: { anyPrize: 0, division1: 0, expectedReturn: null, lastDraw: null } },
};

/** The entry is not complete yet. */
export const Incomplete: Story = { args: { insights: null } };
