import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { DrawnBalls } from "./drawn-balls";

const meta = {
  title: "Components/DrawnBalls",
  component: DrawnBalls,
  args: {
    gameKind: "lotto",
    colour: "#d6001c",
    winning: [3, 11, 19, 24, 33, 41],
    supplementary: [5, 44],
    powerball: null,
    label: "Winning numbers",
  },
} satisfies Meta<typeof DrawnBalls>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lines a row's balls sit on, by their top edge. */
const linesOf = (row: HTMLElement) => {
  const tops = new Map<number, number>();
  for (const ball of row.children) {
    const top = Math.round((ball as HTMLElement).getBoundingClientRect().top);
    tops.set(top, (tops.get(top) ?? 0) + 1);
  }
  return [...tops.values()];
};

/** Room for the whole draw: one line. */
export const OneLine: Story = {
  play: async ({ canvasElement }) => {
    await expect(linesOf(within(canvasElement).getByRole("group"))).toEqual([8]);
  },
};

/** Too narrow for one line (a 320 px phone's card): two balanced lines, never a ball alone. */
export const Balanced: Story = {
  decorators: [(Story) => <div style={{ width: 260 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(linesOf(within(canvasElement).getByRole("group"))).toEqual([4, 4]);
  },
};

/** Powerball's seven and the Powerball, in a narrow card: four and four. */
export const BalancedPowerball: Story = {
  args: {
    winning: [2, 9, 14, 21, 27, 30, 35],
    supplementary: [],
    powerball: 11,
    colour: "#2e3192",
    size: "small",
  },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(linesOf(within(canvasElement).getByRole("group"))).toEqual([4, 4]);
  },
};
