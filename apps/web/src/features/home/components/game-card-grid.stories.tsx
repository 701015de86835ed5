import type { Meta, StoryObj } from "@storybook/react-vite";
import { GameCardGrid } from "./game-card-grid";

const card = (gameId: number, title: string, colour: string, jackpotText: string | null) => ({
  gameId,
  title,
  colour,
  jackpotText,
  quickPicks: [
    { label: "12 Games", price: 1585 },
    { label: "18 Games", price: 2375 },
  ],
});

const meta = {
  title: "Home/GameCardGrid",
  component: GameCardGrid,
  args: {
    cards: [card(5132, "Powerball", "#2e3192", "$30 Million"), card(5130, "OZ Lotto", "#00a651", null)],
    showQuickPicks: false,
    onPlay: () => {},
    onQuickPick: () => {},
  },
} satisfies Meta<typeof GameCardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Visitors: no quick picks. */
export const Visitor: Story = {};

/** Logged in: quick picks on each card. */
export const LoggedIn: Story = { args: { showQuickPicks: true } };

/** Loading: 8 skeleton cards. */
export const Loading: Story = { args: { cards: null } };
