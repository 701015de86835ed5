import type { Meta, StoryObj } from "@storybook/react-vite";
import { GameCard } from "./game-card";

const meta = {
  title: "Home/GameCard",
  component: GameCard,
  args: { title: "Powerball", colour: "#5b2c83", jackpotText: "$30 Million", onPlay: () => {} },
} satisfies Meta<typeof GameCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor sees no quick picks. */
export const Visitor: Story = {};

/** A logged-in player sees two quick-pick options with their prices. */
export const LoggedIn: Story = {
  args: {
    quickPicks: [
      { label: "12 Games", price: 1585 },
      { label: "18 Games", price: 2375 },
    ],
    onQuickPick: () => {},
  },
};

/** No jackpot text from the server yet. */
export const ToBeConfirmed: Story = { args: { jackpotText: null } };

/** Set for Life's fixed top prize. */
export const SetForLife: Story = {
  args: { title: "Set for Life", colour: "#00818a", jackpotText: "$20K a mth for 20yrs" },
};
