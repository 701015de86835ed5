import type { Meta, StoryObj } from "@storybook/react-vite";
import { GameDescription } from "./game-description";

const meta = {
  title: "Play/GameDescription",
  component: GameDescription,
  args: {
    info: "Saturday Lotto is drawn every Saturday night.",
    howToWin: "Pick 6 numbers from 1 to 45. Match 3 or more winning numbers to win.",
    odds: [
      { division: 1, what: "6 winning numbers", oddsOfWinning: "8,145,060", prize: "Pari-mutuel" },
      { division: 2, what: "5 winning + 1 supplementary", oddsOfWinning: "678,755", prize: "Pari-mutuel" },
      { division: 6, what: "3 winning", oddsOfWinning: "52", prize: "Pari-mutuel" },
    ],
    extra: [{ title: "Multi-draw", text: "Play the same numbers for up to 10 weeks." }],
  },
} satisfies Meta<typeof GameDescription>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saturday Lotto description. */
export const SaturdayLotto: Story = {};

/** No extra sections. */
export const Minimal: Story = { args: { extra: [] } };
