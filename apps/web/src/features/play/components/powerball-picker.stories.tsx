import type { Meta, StoryObj } from "@storybook/react-vite";
import { PowerballPicker } from "./powerball-picker";

const meta = {
  title: "Play/PowerballPicker",
  component: PowerballPicker,
  args: { max: 20, selected: null, powerpik: false, colour: "#2e3192", onSelect: () => {} },
} satisfies Meta<typeof PowerballPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No Powerball chosen. */
export const Empty: Story = {};

/** Powerball 12 chosen. */
export const Chosen: Story = { args: { selected: 12 } };

/** Powerpik: all 20 held and locked. */
export const Powerpik: Story = { args: { powerpik: true } };
