import type { Meta, StoryObj } from "@storybook/react-vite";
import { NumberPicker } from "./number-picker";

const meta = {
  title: "Play/NumberPicker",
  component: NumberPicker,
  args: {
    label: "Pick 6 numbers",
    min: 1,
    max: 45,
    selected: [],
    required: 6,
    colour: "#d6001c",
    onToggle: () => {},
  },
} satisfies Meta<typeof NumberPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saturday Lotto, nothing picked. */
export const Empty: Story = {};

/** Partly picked. */
export const Partial: Story = { args: { selected: [3, 17, 29] } };

/** Full: the other numbers are locked. */
export const Full: Story = { args: { selected: [3, 9, 17, 22, 29, 41] } };

/** Saturday Lotto System 8. */
export const System8: Story = { args: { label: "Pick 8 numbers", required: 8, selected: [1, 2, 3] } };

/** OZ Lotto 7 of 47. */
export const OzLotto: Story = {
  args: { label: "Pick 7 numbers", max: 47, required: 7, colour: "#00a651", selected: [5, 12] },
};

/** Powerball main barrel 7 of 35. */
export const Powerball: Story = {
  args: { label: "Pick 7 numbers", max: 35, required: 7, colour: "#2e3192" },
};
