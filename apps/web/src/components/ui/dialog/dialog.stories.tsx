import type { Meta, StoryObj } from "@storybook/react-vite";
import { Dialog } from "./dialog";

const meta = {
  title: "UI/Dialog",
  component: Dialog,
  args: {
    id: "confirmation-dialog",
    title: "Are you sure?",
    children: <p>This cannot be undone.</p>,
    onClose: () => {},
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closable: Story = {};
export const Blocking: Story = { args: { onClose: undefined } };
