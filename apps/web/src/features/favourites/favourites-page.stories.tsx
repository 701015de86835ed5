import type { Meta, StoryObj } from "@storybook/react-vite";
import { favouritesList, savedFavourite } from "@/testing/favourite-fixtures";
import { PENDING, StoryApi, type StoryRoutes } from "@/testing/story-api";
import FavouritesPage from "./favourites-page";

const favourite = (id: number, name: string, price: number | null) =>
  savedFavourite(id, name, price, [3, 9, 17, 30, 31, 44]);

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
    "GET /user/favourites": favouritesList([
      favourite(1, "Birthdays", 1450),
      favourite(2, "Lucky set", null),
    ]),
  }),
};
/** No favourites saved yet. */
export const Empty: Story = { render: page({ "GET /user/favourites": favouritesList([]) }) };
/** Waiting for the favourites. */
export const Loading: Story = { render: page({ "GET /user/favourites": PENDING }) };
