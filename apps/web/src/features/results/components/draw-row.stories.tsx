import type { Meta, StoryObj } from "@storybook/react-vite";
import { divisionLinesOf } from "@/testing/result-fixtures";
import { DrawRow } from "./draw-row";

const meta = {
  title: "Results/DrawRow",
  component: DrawRow,
  args: {
    gameName: "Saturday Lotto",
    gameKind: "lotto",
    colour: "#d6001c",
    verify: "idle",
    onVerify: () => {},
    result: {
      drawNumber: 4521,
      drawDate: "Sat, 21 Nov 2026",
      winning: [3, 9, 17, 30, 31, 44],
      supplementary: [5, 22],
      powerball: null,
      commitment: "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd",
      seed: "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
      divisions: divisionLinesOf(5127, [
        [1, 500000000, 1],
        [2, 1200000, 3],
        [6, 1250, 40211],
      ]),
    },
  },
} satisfies Meta<typeof DrawRow>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { globals: { viewport: { value: "mobile" } } };

/** A settled draw, its dividends and proof closed. */
export const Settled: Story = {};
/** Checked in the browser. */
export const Verified: Story = { args: { verify: "verified" } };
/** The check failed. */
export const Mismatch: Story = { args: { verify: "mismatch" } };
/** Drawn, not settled yet: no dividends to open. */
export const NotYetAvailable: Story = {
  args: {
    gameName: "Powerball",
    colour: "#2e3192",
    result: {
      ...meta.args.result,
      winning: [1, 5, 9, 13, 22, 30, 35],
      supplementary: [],
      powerball: 7,
      divisions: [],
    },
  },
};
/** Super66: digits in drawn order. */
export const Digits: Story = {
  args: {
    gameName: "Super66",
    gameKind: "digits",
    colour: "#f7941d",
    result: { ...meta.args.result, winning: [0, 4, 4, 8, 1, 9], supplementary: [] },
  },
};
export const SettledMobile: Story = { ...mobile };
export const VerifiedMobile: Story = { ...Verified, ...mobile };
