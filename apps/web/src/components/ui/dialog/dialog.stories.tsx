import type { Meta, StoryObj } from "@storybook/react-vite";
import { overlayDocs } from "@/testing/story-docs";
import { Dialog } from "./dialog";

const meta = {
  title: "UI/Dialog",
  parameters: overlayDocs,
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
/** After success: the line replaces the content and the dialog closes itself after 2000 ms (spec §4). */
export const Succeeded: Story = {
  args: { title: "Request a callback", success: "Thanks! We'll call you back at the time you chose." },
};
