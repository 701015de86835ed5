import type { Meta, StoryObj } from "@storybook/react-vite";
import { nextDrawAt } from "@/testing/next-draw-fixtures";
import { NextDrawSummary } from "./next-draw-summary";

const POWERBALL = 5132;
const SATURDAY_LOTTO = 5127;
const SET_FOR_LIFE = 5237;

const meta = {
  title: "Components/NextDrawSummary",
  component: NextDrawSummary,
  args: { view: nextDrawAt(POWERBALL, { jackpotText: "$30 Million" }), layout: "header" },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NextDrawSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The game page's header: the draw, its date in Perth, the jackpot and the countdown. */
export const Header: Story = {};

/** The last hour before sales close: the countdown turns urgent. */
export const HeaderUrgent: Story = {
  args: { view: nextDrawAt(POWERBALL, { jackpotText: "$30 Million", minutesLeft: 42 }) },
};

/** A special draw the operator announced, by its title. */
export const HeaderSpecialDraw: Story = {
  args: {
    view: nextDrawAt(SATURDAY_LOTTO, { jackpotText: "$30 Million", specialTitle: "Megadraw" }),
  },
};

/** No jackpot known yet, e.g. right after the last draw closed: 'To be confirmed'. */
export const HeaderToBeConfirmed: Story = { args: { view: nextDrawAt(POWERBALL) } };

/** Set for Life's prize promise stands in for a jackpot. */
export const HeaderPrizePromise: Story = { args: { view: nextDrawAt(SET_FOR_LIFE, { jackpotText: "$1" }) } };

/** While the games list loads: a placeholder of the same height. */
export const HeaderLoading: Story = { args: { view: null } };

/** A home card's lines (the card shows the jackpot itself). */
export const Card: Story = { args: { layout: "card" } };

/** A home card in the last hour. */
export const CardUrgent: Story = {
  args: { layout: "card", view: nextDrawAt(POWERBALL, { minutesLeft: 5 }) },
};

/** A home card whose next draw is special. */
export const CardSpecialDraw: Story = {
  args: { layout: "card", view: nextDrawAt(SATURDAY_LOTTO, { specialTitle: "Megadraw" }) },
};

/** Phone width, urgent and special at once: nothing wraps out of its space. */
export const CardPhone: Story = {
  args: { layout: "card", view: nextDrawAt(SATURDAY_LOTTO, { specialTitle: "Megadraw", minutesLeft: 59 }) },
  globals: { viewport: { value: "mobile", isRotated: false } },
};
