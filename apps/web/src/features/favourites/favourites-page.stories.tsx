import type { Meta, StoryObj } from "@storybook/react-vite";
import { PENDING, StoryApi, type StoryRoutes } from "@/testing/story-api";
import FavouritesPage from "./favourites-page";

const favourite = (id: number, name: string, price: number | null) => ({
  favourite_id: id,
  name,
  price,
  last_updated: "2026-11-01T00:00:00Z",
  coupon: {
    game_id: 5127,
    game_data: [
      { group_name: "A", numbers: [3, 9, 17, 30, 31, 44], powerball: null, quickpick: 0, stake: 0, type: 1 },
    ],
  },
});
const list = (favourites: unknown[]) => ({ favourites, total_pages: 1, total: favourites.length, limit: 50 });

const page = (routes: StoryRoutes) => () => (
  <StoryApi routes={routes} path="/favourites">
    <FavouritesPage />
  </StoryApi>
);

const meta = {
  title: "Pages/Favourites",
  component: FavouritesPage,
} satisfies Meta<typeof FavouritesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two favourites, one 'Available in-store' (null price). */
export const Listed: Story = {
  render: page({
    "GET /user/favourites": list([favourite(1, "Birthdays", 1450), favourite(2, "Lucky set", null)]),
  }),
};
/** No favourites saved yet. */
export const Empty: Story = { render: page({ "GET /user/favourites": list([]) }) };
/** Waiting for the favourites. */
export const Loading: Story = { render: page({ "GET /user/favourites": PENDING }) };
