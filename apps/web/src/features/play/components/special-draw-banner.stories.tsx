import type { Meta, StoryObj } from "@storybook/react-vite";
import { SpecialDrawBanner } from "./special-draw-banner";

const meta = {
  title: "Play/SpecialDrawBanner",
  component: SpecialDrawBanner,
  args: {
    title: "Mega Powerball",
    drawNumber: 1489,
    closes: "Thu, 3 Dec, 7:30 pm",
    chosen: false,
    onChoose: () => {},
  },
} satisfies Meta<typeof SpecialDrawBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A special draw on offer: the entry still plays the next draw. */
export const Offered: Story = {};

/** With the event's description from remote config. */
export const WithDescription: Story = { args: { description: "A guaranteed $100 million jackpot." } };

/** Chosen: advance play targets the special draw. */
export const Chosen: Story = { args: { chosen: true } };

/** A special draw off the regular calendar, whose close time is not known. */
export const CloseUnknown: Story = { args: { closes: null, drawNumber: 4523, title: "Saturday Superdraw" } };
