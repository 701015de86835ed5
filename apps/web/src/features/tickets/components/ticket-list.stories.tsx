import type { Meta, StoryObj } from "@storybook/react-vite";
import { TicketList } from "./ticket-list";

const base = {
  gameName: "Saturday Lotto",
  colour: "#d6001c",
  purchaseDate: "22/11/2026",
  drawsLabel: "Draws 4521–4525",
  cost: 7140,
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
      },
      { ...base, id: "c", statusLabel: "Not winning", won: false, prize: 0 },
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
