import type { GameListEntry, GamesList, Result } from "@lotto/api";
import { commitment, deriveDrawNumbers, GAMES, gameById } from "@lotto/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { PENDING, StoryApi, type StoryRoutes } from "@/testing/story-api";
import ResultsPage from "./results-page";

const SEED = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";

/** A genuine draw of a game: numbers derived from the seed, so 'Check this draw' verifies it. */
function draw(gameId: (typeof GAMES)[number]["id"], drawNum: number, date: string): Result {
  const numbers = deriveDrawNumbers(gameId, drawNum, SEED);
  const divisions = gameById(gameId).divisions;
  return {
    game: gameId,
    draw_num: drawNum,
    draw_date: date,
    winning_numbers: numbers.winning,
    supplementary_numbers: numbers.supplementary,
    powerball: numbers.powerball,
    divisions: Object.fromEntries(
      divisions.map((d) => [
        String(d.division),
        {
          each: d.division === 1 ? 500_000_000 : 125_000 / d.division,
          winners: d.division * 40,
          wa: d.division * 4,
        },
      ]),
    ),
    division_matrix: Object.fromEntries(divisions.map((d) => [String(d.division), d.combination])),
    commitment: commitment(SEED),
    seed: SEED,
  };
}

const entry = (id: (typeof GAMES)[number]["id"], order: number): GameListEntry => {
  const { commitment: _c, seed: _s, ...latest } = draw(id, 4600 - order, "2026-11-21T10:30:00Z");
  return {
    title: gameById(id).name,
    upcoming_draw: {
      draw_number: 4601,
      sales_close: "2026-11-28T10:00:00Z",
      jackpot: 700_000_000,
      jackpot_text: "$7 Million",
      commitment: "abc",
    },
    slikpik_homepage_options: [],
    upcoming_order: order,
    results_order: order,
    results: [latest],
  };
};

const games: GamesList = Object.fromEntries(GAMES.map((g, i) => [String(g.id), entry(g.id, i + 1)]));
const history = {
  results: [draw(5127, 4600, "2026-11-21T10:30:00Z"), draw(5127, 4598, "2026-11-14T10:30:00Z")],
  total_pages: 4,
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

const mobile = { globals: { viewport: { value: "mobile" } } };

/** Every game's latest draw, then Saturday Lotto's past draws with paging. */
export const Listed: Story = { render: page({ "GET /games": games, "GET /results": history }) };
/** The chosen game has no draws yet. */
export const Empty: Story = {
  render: page({ "GET /games": games, "GET /results": { results: [], total_pages: 0 } }),
};
/** Waiting for the data: skeletons of the final size. */
export const Loading: Story = { render: page({ "GET /games": PENDING, "GET /results": PENDING }) };
/** Mobile viewport of the listed results. */
export const ListedMobile: Story = { ...Listed, ...mobile };
export const EmptyMobile: Story = { ...Empty, ...mobile };
export const LoadingMobile: Story = { ...Loading, ...mobile };
