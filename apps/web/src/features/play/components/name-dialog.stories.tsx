import type { Meta, StoryObj } from "@storybook/react-vite";
import { overlayDocs } from "@/testing/story-docs";
import { NameDialog } from "./name-dialog";

const meta = {
  title: "Play/NameDialog",
  parameters: overlayDocs,
  component: NameDialog,
  args: { error: null, busy: false, onSave: () => {}, onCancel: () => {} },
} satisfies Meta<typeof NameDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Naming a new favourite. */
export const Naming: Story = {};

/** The server refused the name. */
export const Refused: Story = { args: { error: "Enter a name of up to 40 characters." } };
