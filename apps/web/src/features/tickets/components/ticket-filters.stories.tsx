import type { Meta, StoryObj } from "@storybook/react-vite";
import { TicketFilters } from "./ticket-filters";

const meta = {
  title: "Tickets/TicketFilters",
  component: TicketFilters,
  args: {
    value: { fromDate: "", toDate: "", gameId: "", status: "" },
    games: [
      { value: "5127", label: "Saturday Lotto" },
      { value: "2116", label: "Cash 3" },
    ],
    statuses: [
      { value: "2", label: "Participating" },
      { value: "5", label: "Winning" },
    ],
    onChange: () => {},
  },
} satisfies Meta<typeof TicketFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Defaults: All. */
export const Defaults: Story = {};

/** Filtered to one game, status and dates. */
export const Filtered: Story = {
  args: { value: { fromDate: "2026-11-01", toDate: "2026-11-22", gameId: "2116", status: "5" } },
};
