import type { Meta, StoryObj } from "@storybook/react-vite";
import { LogInToPlay } from "./log-in-to-play";

const meta = {
  title: "Home/LogInToPlay",
  component: LogInToPlay,
  args: { onLogin: () => {} },
} satisfies Meta<typeof LogInToPlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown to visitors. */
export const Visitor: Story = {};
