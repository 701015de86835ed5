import type { Meta, StoryObj } from "@storybook/react-vite";
import { nextDrawAt } from "@/testing/next-draw-fixtures";
import { GameCard } from "./game-card";

const meta = {
  title: "Home/GameCard",
  component: GameCard,
  args: {
    title: "Powerball",
    colour: "#5b2c83",
    jackpotText: "$30 Million",
    nextDraw: nextDrawAt(5132, { jackpotText: "$30 Million" }),
    onPlay: () => {},
  },
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
  args: {
    title: "Set for Life",
    colour: "#00818a",
    jackpotText: "$20K a mth for 20yrs",
    nextDraw: nextDrawAt(5237),
  },
};

/** The last hour before sales close, on a phone: the countdown is urgent. */
export const ClosingSoon: Story = {
  args: { nextDraw: nextDrawAt(5132, { minutesLeft: 12 }) },
  globals: { viewport: { value: "mobile" } },
};

/** The next draw is a special draw. */
export const SpecialDraw: Story = {
  args: {
    title: "Saturday Lotto",
    colour: "#e2231a",
    nextDraw: nextDrawAt(5127, { specialTitle: "Megadraw" }),
  },
};

/** The games list is known but the next draw not yet: its space is kept. */
export const NextDrawLoading: Story = { args: { nextDraw: null } };
