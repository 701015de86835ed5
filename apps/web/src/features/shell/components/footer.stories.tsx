import type { Meta, StoryObj } from "@storybook/react-vite";
import { Footer } from "./footer";

const meta = {
  title: "Shell/Footer",
  component: Footer,
  args: { webVersion: "1.94.0", appVersion: null, extraBottomSpace: false },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WebDesktop: Story = { globals: { viewport: { value: "desktop" } } };
export const AppMobile: Story = {
  args: { appVersion: "2.3.41" },
  globals: { viewport: { value: "mobile" } },
};
export const OnCartPage: Story = {
  args: { extraBottomSpace: true },
  globals: { viewport: { value: "tablet" } },
};
