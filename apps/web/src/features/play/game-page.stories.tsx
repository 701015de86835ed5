import type { Meta, StoryObj } from "@storybook/react-vite";
import { Route } from "wouter";
import { REMOTE_CONFIG_CACHE_KEY, REMOTE_CONFIG_DEFAULTS } from "@/lib/remote-config";
import { StoryApi } from "@/testing/story-api";
import { purchaseConfig } from "./__tests__/purchase-config-fixture";
import GamePage from "./game-page";

const games = {
  "5132": {
    title: "Powerball",
    upcoming_draw: {
      draw_number: 4521,
      sales_close: "2026-11-26T10:00:00Z",
      jackpot: 0,
      jackpot_text: "",
      commitment: "c",
    },
    slikpik_homepage_options: [],
    upcoming_order: 1,
    results_order: 1,
    results: [],
  },
  "5127": {
    title: "Saturday Lotto",
    upcoming_draw: {
      draw_number: 4520,
      sales_close: "2026-11-28T10:00:00Z",
      jackpot: 0,
      jackpot_text: "",
      commitment: "c",
    },
    slikpik_homepage_options: [],
    upcoming_order: 2,
    results_order: 2,
    results: [],
  },
};

const specialEvents = [
  {
    game_id: 5132,
    draw_number: 4523,
    title: "Mega Powerball",
    description: "A guaranteed $100 million jackpot.",
  },
  // An extra draw the server scheduled between regular draws 4524 and 4526 (spec §4: odd numbers).
  {
    game_id: 5127,
    draw_number: 4525,
    title: "Mega Saturday",
    description: "An extra draw with a $30 million jackpot.",
    sales_close: "2026-12-08T10:00:00Z",
  },
];

// The remote config is cached in local storage for an hour: clear it so each story's config applies.
const page = (path: string) => () => {
  localStorage.removeItem(REMOTE_CONFIG_CACHE_KEY);
  return (
    <StoryApi
      path={path}
      routes={{
        "GET /games": games,
        "GET /games/5132/purchase-config": purchaseConfig(5132, 132),
        "GET /games/5127/purchase-config": purchaseConfig(5127, 85, { first: 4520, extraDraw: 4525 }),
        "GET /remote-config": { ...REMOTE_CONFIG_DEFAULTS, specialEvents },
      }}
    >
      <Route path="/games/:slug" component={GamePage} />
    </StoryApi>
  );
};

const meta = {
  title: "Pages/Game",
  component: GamePage,
} satisfies Meta<typeof GamePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Powerball with a special draw from remote config `specialEvents` offered above the entry options. */
export const SpecialDrawOffered: Story = { render: page("/games/powerball?gameStatus=started") };

/** Saturday Lotto with an extra odd-numbered draw the operator scheduled, closing at its own time. */
export const ExtraSaturdayLottoDraw: Story = { render: page("/games/saturday-lotto?gameStatus=started") };
