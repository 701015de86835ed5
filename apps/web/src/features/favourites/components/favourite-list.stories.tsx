import { EmptyState } from "@lotto/ui/list";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { FavouriteList } from "./favourite-list";

const meta = {
  title: "Favourites/FavouriteList",
  component: FavouriteList,
  args: {
    favourites: [
      {
        id: 1,
        name: "Birthdays",
        gameName: "Saturday Lotto",
        colour: "#d6001c",
        price: 340,
        gameKind: "lotto",
        boards: [{ name: "A", numbers: [3, 9, 17, 22, 29, 41], powerball: null }],
      },
      {
        id: 2,
        name: "Lucky 7",
        gameName: "Powerball",
        colour: "#2e3192",
        price: 2640,
        gameKind: "lotto",
        boards: [{ name: "A", numbers: [1, 5, 9, 13, 22, 30, 35], powerball: 0 }],
      },
      {
        id: 3,
        name: "Shop numbers",
        gameName: "OZ Lotto",
        colour: "#00a651",
        price: null,
        gameKind: "lotto",
        boards: [
          { name: "A", numbers: [2, 4, 6, 8, 10, 12, 14], powerball: null },
          { name: "B", numbers: [1, 3, 5, 7, 9, 11, 13], powerball: null },
        ],
      },
    ],
    onPlay: () => {},
    onPlayAutomatically: () => {},
    onEdit: () => {},
    onRename: () => {},
    onDelete: () => {},
    empty: <EmptyState title="No favourites match these filters." />,
  },
} satisfies Meta<typeof FavouriteList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three favourites; one only in store. */
export const Several: Story = {};

/** Nothing to list: the page passes the empty state it means (see FavouritesPage's stories). */
export const Empty: Story = { args: { favourites: [] } };
