import type { Meta, StoryObj } from "@storybook/react-vite";
import { ChoiceGroup } from "./choice-group";

const meta = {
  title: "Play/ChoiceGroup",
  component: ChoiceGroup,
  args: {
    label: "Stake",
    value: "50",
    options: [
      { value: "50", label: "$0.50" },
      { value: "100", label: "$1.00" },
    ],
    onChange: () => {},
  },
} satisfies Meta<typeof ChoiceGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cash 3 stake. */
export const Cash3Stake: Story = {};

/** Cash 3 play type 'both'. */
export const Cash3PlayType: Story = {
  args: {
    label: "Play type",
    value: "4",
    options: [
      { value: "1", label: "Exact" },
      { value: "2", label: "Any" },
      { value: "4", label: "Both" },
    ],
  },
};

/** Millionaire Medley 1-day or 3-day play. */
export const MedleyPlay: Story = {
  args: {
    label: "Play",
    value: "3DayPlay",
    options: [
      { value: "3DayPlay", label: "3-Day Play" },
      { value: "Monday", label: "Monday" },
      { value: "Wednesday", label: "Wednesday" },
      { value: "Friday", label: "Friday" },
    ],
  },
};
