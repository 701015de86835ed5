import type { Meta, StoryObj } from "@storybook/react-vite";
import { FavouritesStrip } from "./favourites-strip";

const meta = {
  title: "Home/FavouritesStrip",
  component: FavouritesStrip,
  args: {
    limit: 3,
    favourites: [
      { id: "1", name: "Birthdays", gameTitle: "Saturday Lotto", colour: "#e2001a", price: 340 },
      { id: "2", name: "Lucky 7", gameTitle: "Powerball", colour: "#5b2c83", price: 2640 },
      { id: "3", name: "Shop numbers", gameTitle: "OZ Lotto", colour: "#00a651", price: null },
      { id: "4", name: "Hidden fourth", gameTitle: "Cash 3", colour: "#f7941d", price: 100 },
    ],
    onPlay: () => {},
    onViewAll: () => {},
  },
} satisfies Meta<typeof FavouritesStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three of four favourites; one is 'Available in-store'. */
export const Several: Story = {};

/** No favourites: the strip is hidden. */
export const Empty: Story = { args: { favourites: [] } };
