import type { Meta, StoryObj } from "@storybook/react-vite";
import { Figures } from "./figures";

/** Money figures as cards: three on a desktop row, wrapping on a phone. */
const meta = {
  title: "UI/Figures",
  component: Figures,
  args: {
    children: (
      <>
        <div>
          <dt>Balance</dt>
          <dd>$703.90</dd>
        </div>
        <div>
          <dt>Spend limit left this week</dt>
          <dd>$50.00</dd>
        </div>
        <div>
          <dt>Available to spend</dt>
          <dd>$50.00</dd>
        </div>
      </>
    ),
  },
} satisfies Meta<typeof Figures>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Three: Story = {};
export const ThreeMobile: Story = { globals: { viewport: { value: "mobile" } } };
