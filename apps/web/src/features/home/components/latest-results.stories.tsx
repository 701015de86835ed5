import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import type { ResultSummary } from "@/components/results/result-summary";
import { divisionLinesOf, POWERBALL_RESULT } from "@/testing/result-fixtures";
import { LatestResults } from "./latest-results";

const oz: ResultSummary = {
  ...POWERBALL_RESULT,
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
  divisions: divisionLinesOf(5127, [[1, 0, 0]]),
};

const meta = {
  title: "Home/LatestResults",
  component: LatestResults,
  args: { results: [POWERBALL_RESULT, oz, saturday], layout: "grid", onViewAll: () => {} },
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
