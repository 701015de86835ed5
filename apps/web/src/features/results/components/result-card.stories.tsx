import type { Meta, StoryObj } from "@storybook/react-vite";
import { ResultCard } from "./result-card";

const meta = {
  title: "Results/ResultCard",
  component: ResultCard,
  args: {
    gameName: "Saturday Lotto",
    colour: "#d6001c",
    verify: "idle",
    onVerify: () => {},
    onOpenDividends: () => {},
    result: {
      drawNumber: 4521,
      drawDate: "Saturday 21 November 2026",
      winning: [3, 9, 17, 30, 31, 44],
      supplementary: [22, 5],
      powerball: null,
      commitment: "9f2c3a…e1",
      seed: "5d41402abc4b2a76b9719d911017c592",
      divisions: [
        { division: 1, combination: "6 winning numbers", each: 500000000, winners: 1 },
        { division: 2, combination: "5 winning + 1 supplementary", each: 1200000, winners: 3 },
        { division: 6, combination: "3 winning", each: 1250, winners: 40211 },
      ],
    },
  },
} satisfies Meta<typeof ResultCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A settled draw with division-one winners (its button opens the dividends dialog), not yet verified. */
export const Settled: Story = {};

/** Verified in the browser. */
export const Verified: Story = { args: { verify: "verified" } };

/** Verification mismatch. */
export const Mismatch: Story = { args: { verify: "mismatch" } };

/** Drawn but dividends not settled yet. */
export const NotYetAvailable: Story = {
  args: {
    result: {
      drawNumber: 1650,
      drawDate: "Thursday 19 November 2026",
      winning: [1, 5, 9, 13, 22, 30, 35],
      supplementary: [],
      powerball: 7,
      commitment: "ab…",
      seed: "cd…",
      divisions: [],
    },
    gameName: "Powerball",
    colour: "#2e3192",
  },
};

/** Division one drawn without winners: no dividends dialog is offered. */
export const NoDivisionOneWinners: Story = {
  args: {
    result: {
      ...meta.args.result,
      divisions: [
        { division: 1, combination: "6 winning numbers", each: 0, winners: 0 },
        { division: 6, combination: "3 winning", each: 1250, winners: 40211 },
      ],
    },
  },
};
