import type { Coupon } from "@lotto/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PENDING, StoryApi, type StoryRoutes } from "@/testing/story-api";
import TicketsPage from "./tickets-page";

const page = (routes: StoryRoutes) => () => (
  <StoryApi routes={routes} path="/tickets">
    <TicketsPage />
  </StoryApi>
);

const meta = {
  title: "Pages/Tickets",
  component: TicketsPage,
} satisfies Meta<typeof TicketsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No tickets bought yet (filters at All). */
export const Empty: Story = { render: page({ "GET /user/play-history": { results: [], total_pages: 1 } }) };
/** Waiting for the play history. */
export const Loading: Story = { render: page({ "GET /user/play-history": PENDING }) };
/** Mobile viewport of the empty list. */
export const EmptyMobile: Story = { ...Empty, globals: { viewport: { value: "mobile" } } };

const coupon: Coupon = {
  game_id: 5127,
  advance_draw: 0,
  multi_draw: 2,
  system: 6,
  powerpik: false,
  game_data: [
    { group_name: "A", numbers: [3, 9, 17, 22, 29, 41], powerball: null, quickpick: 0, stake: 0, type: 1 },
  ],
};
const entry = (cpnId: string, status: number, prize: number) => ({
  cpnId,
  game_id: 5127,
  status,
  cost: 680,
  prize,
  purchase_date: "2026-11-20T02:00:00Z",
  first_draw_num: 4521,
  end_draw_num: 4523,
  coupon,
});

/** Tickets bought: one still in its draws, one that won, over two pages. */
export const Listed: Story = {
  render: page({
    "GET /user/play-history": { results: [entry("a", 2, 0), entry("won", 5, 1250)], total_pages: 2 },
  }),
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByText("Saturday Lotto")).length).toBeGreaterThan(0);
  },
};
export const ListedMobile: Story = { ...Listed, globals: { viewport: { value: "mobile" } } };
export const LoadingMobile: Story = { ...Loading, globals: { viewport: { value: "mobile" } } };
