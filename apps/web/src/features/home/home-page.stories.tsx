import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { REMOTE_CONFIG_CACHE_KEY } from "@/lib/remote-config";
import { favouritesList, savedFavourite } from "@/testing/favourite-fixtures";
import { PENDING, StoryApi, type StoryRoutes } from "@/testing/story-api";
import { GAMES } from "./__tests__/games-fixture";
import HomePage from "./home-page";

const favourite = (n: number) =>
  savedFavourite(n, `Family numbers ${n}`, n === 2 ? null : 340 * n, [1, 2, 3, 4, 5, 6]);
const routes: StoryRoutes = {
  "GET /games": GAMES,
  "GET /remote-config": { promoSliderInfo: [] },
  "GET /user/favourites": favouritesList([1, 2, 3, 4].map(favourite)),
};

// The remote config is cached in local storage for an hour: clear it so each story's answers apply.
const home =
  (over: StoryRoutes = {}, user: null | undefined = undefined) =>
  () => {
    localStorage.removeItem(REMOTE_CONFIG_CACHE_KEY);
    return (
      <StoryApi routes={{ ...routes, ...over }} path="/" user={user}>
        <HomePage />
      </StoryApi>
    );
  };

/** The assembled Home page (Play): game cards, favourites, latest results (R-HOME). */
const meta = { title: "Pages/Home", component: HomePage } satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: "mobile" } };

/** A visitor: 'Log in to play', the cards without quick picks, the latest results. */
export const Visitor: Story = {
  render: home({}, null),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("article", { name: "Powerball" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Log in to play" })).toBeVisible();
    await expect(canvas.queryByText("12 Games")).toBeNull();
  },
};
export const VisitorMobile: Story = { ...Visitor, globals: mobile };

/** A player: quick picks on the cards and the first three favourites. */
export const Player: Story = {
  render: home(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Family numbers 1")).toBeVisible();
    await expect(canvas.queryByText("Family numbers 4")).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Log in to play" })).toBeNull();
  },
};
export const PlayerMobile: Story = { ...Player, globals: mobile };

/** The games have not answered yet: skeleton cards hold their place. */
export const Loading: Story = {
  render: home({ "GET /games": PENDING, "GET /user/favourites": PENDING }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId("game-card-skeleton").length).toBeGreaterThan(0);
  },
};
export const LoadingMobile: Story = { ...Loading, globals: mobile };

/** A player with no favourites yet. */
export const EmptyFavourites: Story = {
  render: home({ "GET /user/favourites": favouritesList([]) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("article", { name: "Powerball" })).toBeVisible();
    await expect(canvas.queryByText(/Family numbers/)).toBeNull();
  },
};
export const EmptyFavouritesMobile: Story = { ...EmptyFavourites, globals: mobile };
