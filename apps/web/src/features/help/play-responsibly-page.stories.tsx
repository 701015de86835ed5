import type { Meta, StoryObj } from "@storybook/react-vite";
import PlayResponsiblyPage from "./play-responsibly-page";

const meta = {
  title: "Help/PlayResponsibly",
  component: PlayResponsiblyPage,
} satisfies Meta<typeof PlayResponsiblyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: { viewport: { value: "desktop" } } };
export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
