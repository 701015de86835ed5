import type { Result } from "@lotto/api";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { PENDING, StoryApi, type StoryRoutes } from "@/testing/story-api";
import ResultsPage from "./results-page";

const draw: Result = {
  game: 5127,
  draw_num: 4523,
  draw_date: "2026-11-21T10:30:00Z",
  winning_numbers: [3, 9, 17, 30, 31, 44],
  supplementary_numbers: [22, 5],
  powerball: null,
  divisions: { "1": { each: 500000000, winners: 1, wa: 0 }, "6": { each: 1250, winners: 40211, wa: 4000 } },
  division_matrix: { "1": "6 winning numbers", "6": "3 winning numbers" },
  commitment: "9f2c3ae1",
  seed: "5d41402abc4b2a76b9719d911017c592",
};

const page = (routes: StoryRoutes) => () => (
  <StoryApi routes={routes} path="/results" user={null}>
    <ResultsPage />
  </StoryApi>
);

const meta = {
  title: "Pages/Results",
  component: ResultsPage,
} satisfies Meta<typeof ResultsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A draw with division-one winners: its 'Division 1' button opens the dividends dialog (R-SCREENS). */
export const Listed: Story = { render: page({ "GET /results": { results: [draw], total_pages: 1 } }) };
/** The first game has no draws yet. */
export const Empty: Story = { render: page({ "GET /results": { results: [], total_pages: 1 } }) };
/** Waiting for the results. */
export const Loading: Story = { render: page({ "GET /results": PENDING }) };
/** Mobile viewport of the listed results. */
export const ListedMobile: Story = { ...Listed, globals: { viewport: { value: "mobile" } } };
export const EmptyMobile: Story = { ...Empty, globals: { viewport: { value: "mobile" } } };
export const LoadingMobile: Story = { ...Loading, globals: { viewport: { value: "mobile" } } };
