import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import type { ResultSummary } from "@/components/results/result-summary";
import { LatestResults } from "./latest-results";

const powerball: ResultSummary = {
  id: "5132-1649",
  gameTitle: "Powerball",
  colour: "#2e3192",
  gameKind: "lotto",
  drawNumber: 1649,
  drawDate: "Thu 19 Nov",
  winning: [1, 5, 9, 13, 22, 30, 35],
  supplementary: [],
  powerball: 7,
  divisions: [
    { division: 1, each: 3000000000, winners: 1 },
    { division: 2, each: 1000000, winners: 4 },
  ],
};
const oz: ResultSummary = {
  ...powerball,
  id: "5130-1599",
  gameTitle: "OZ Lotto",
  colour: "#00a651",
  drawNumber: 1599,
  supplementary: [8, 10, 12],
  powerball: null,
  divisions: [],
};
const saturday: ResultSummary = {
  ...oz,
  id: "5127-4521",
  gameTitle: "Saturday Lotto",
  colour: "#d6001c",
  drawNumber: 4521,
  divisions: [{ division: 1, each: 0, winners: 0 }],
};

const meta = {
  title: "Home/LatestResults",
  component: LatestResults,
  args: { results: [powerball, oz, saturday], layout: "grid", onViewAll: () => {} },
} satisfies Meta<typeof LatestResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop grid: division-one winners, no data yet, and no winners. */
export const Grid: Story = {};

/** Mobile carousel with 10 s autoplay and its pause/play control. */
export const Carousel: Story = {
  args: { layout: "carousel" },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Pause latest results" }));
    await expect(canvas.getByRole("button", { name: "Play latest results" })).toBeVisible();
  },
};
