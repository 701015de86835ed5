import type { Meta, StoryObj } from "@storybook/react-vite";
import { DigitPicker } from "./digit-picker";

const meta = {
  title: "Play/DigitPicker",
  component: DigitPicker,
  args: { positions: 6, value: [], colour: "#8dc63f", onChange: () => {} },
} satisfies Meta<typeof DigitPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Super66: six digits 0–9, none chosen. */
export const Super66Empty: Story = {};

/** Super66 filled. */
export const Super66Filled: Story = { args: { value: [0, 4, 9, 1, 1, 7] } };

/** Cash 3: three digits. */
export const Cash3: Story = { args: { positions: 3, value: [1, 2], colour: "#f7941d" } };
