import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "./button";

const meta = { title: "UI/Button", component: Button, args: { children: "Log In" } } satisfies Meta<
  typeof Button
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { $variant: "secondary", children: "Sign Up" } };
export const Link: Story = { args: { $variant: "link", children: "Forgot password?" } };
export const Disabled: Story = { args: { disabled: true } };
