import type { Meta, StoryObj } from "@storybook/react-vite";
import { StandaloneHeader } from "./standalone-header";

/** The header of /activate and /reset-password: logo and a way home. */
const meta = { title: "Layout/StandaloneHeader", component: StandaloneHeader } satisfies Meta<
  typeof StandaloneHeader
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
