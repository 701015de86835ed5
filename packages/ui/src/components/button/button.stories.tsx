import type { Meta, StoryObj } from "@storybook/react-vite";
import { Plus, Trash2 } from "lucide-react";
import { Button } from "./button";

/** Every variant and size, with icons, disabled, and at the phone viewport (44 px targets). */
const meta = { title: "UI/Button", component: Button, args: { children: "Log In" } } satisfies Meta<
  typeof Button
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { $variant: "secondary", children: "Sign Up" } };
export const Ghost: Story = { args: { $variant: "ghost", children: "Clear" } };
export const Danger: Story = {
  args: {
    $variant: "danger",
    children: (
      <>
        <Trash2 size={18} /> Delete
      </>
    ),
  },
};
export const Link: Story = { args: { $variant: "link", children: "Forgot password?" } };
export const Small: Story = {
  args: {
    $variant: "secondary",
    $size: "small",
    children: (
      <>
        <Plus size={16} /> Add board
      </>
    ),
  },
};
export const Block: Story = { args: { $block: true, children: "Buy now" } };
export const Disabled: Story = { args: { disabled: true } };
export const IconOnly: Story = {
  args: { $variant: "ghost", "aria-label": "Delete board A", children: <Trash2 size={20} /> },
};

/** All variants side by side on a phone. */
export const AllOnMobile: Story = {
  globals: { viewport: { value: "mobile" } },
  render: () => (
    <div style={{ display: "flex", flexWrap: "wrap", gap: 8 }}>
      {(["primary", "secondary", "ghost", "danger", "link"] as const).map((variant) => (
        <Button key={variant} $variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};
