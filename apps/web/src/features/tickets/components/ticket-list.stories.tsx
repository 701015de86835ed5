import type { Meta, StoryObj } from "@storybook/react-vite";
import { TicketList } from "./ticket-list";

const base = {
  gameName: "Saturday Lotto",
  colour: "#d6001c",
  purchaseDate: "22/11/2026",
  drawsLabel: "Draws 4521–4525",
  cost: 7140,
  gameKind: "lotto" as const,
  boards: [
    { name: "A", numbers: [3, 9, 17, 22, 29, 41], powerball: null },
    { name: "B", numbers: [1, 5, 12, 19, 33, 44], powerball: null },
  ],
};

const meta = {
  title: "Tickets/TicketList",
  component: TicketList,
  args: {
    tickets: [
      { ...base, id: "a", statusLabel: "Participating", won: false, prize: 0 },
      {
        ...base,
        id: "b",
        gameName: "Cash 3",
        colour: "#f7941d",
        statusLabel: "Winning",
        won: true,
        prize: 50000,
        cost: 200,
        drawsLabel: "Draw 9001",
        gameKind: "digits",
        boards: [{ name: "A", numbers: [4, 0, 7], powerball: null }],
      },
      {
        ...base,
        id: "c",
        gameName: "Powerball",
        colour: "#2e3192",
        statusLabel: "Not winning",
        won: false,
        prize: 0,
        boards: [{ name: "A", numbers: [2, 8, 14, 16, 19, 24, 35], powerball: 11 }],
      },
    ],
    onOpen: () => {},
    onPlayAgain: () => {},
  },
} satisfies Meta<typeof TicketList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Participating, winning and losing tickets. */
export const Mixed: Story = {};

/** No ticket matches the filters. */
export const Empty: Story = { args: { tickets: [] } };

/** On a phone: each card's first board wraps inside the card, the side column stays clear. */
export const MixedMobile: Story = { globals: { viewport: { value: "mobile" } } };

/** A System 20 entry: twenty numbers on the card wrap over lines of their own. */
export const SystemEntry: Story = {
  args: {
    tickets: [
      {
        ...base,
        id: "s",
        statusLabel: "Participating",
        won: false,
        prize: 0,
        boards: [{ name: "A", numbers: Array.from({ length: 20 }, (_, i) => i * 2 + 1), powerball: null }],
      },
    ],
  },
  globals: { viewport: { value: "mobile" } },
};
