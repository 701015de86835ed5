import type { Meta, StoryObj } from "@storybook/react-vite";
import { FavouriteFilters } from "./favourite-filters";

const meta = {
  title: "Favourites/FavouriteFilters",
  component: FavouriteFilters,
  args: {
    value: { gameId: "", price: "" },
    games: [
      { value: "5127", label: "Saturday Lotto" },
      { value: "5132", label: "Powerball" },
    ],
    priceBuckets: [
      { value: "1", label: "$0.00 – $20.00" },
      { value: "2", label: "$20.00 – $50.00" },
      { value: "3", label: "$50.00 and above" },
    ],
    onChange: () => {},
  },
} satisfies Meta<typeof FavouriteFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Defaults: all games, all prices. */
export const Defaults: Story = {};

/** Powerball, $20–$50. */
export const Filtered: Story = { args: { value: { gameId: "5132", price: "2" } } };
