import type { Meta, StoryObj } from "@storybook/react-vite";
import { overlayDocs } from "@/testing/story-docs";
import { RenameDialog } from "./rename-dialog";

const meta = {
  title: "Favourites/RenameDialog",
  parameters: overlayDocs,
  component: RenameDialog,
  args: { name: "Birthdays", error: null, busy: false, onSave: () => {}, onCancel: () => {} },
} satisfies Meta<typeof RenameDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Editing a name. */
export const Editing: Story = {};

/** The server refused the name. */
export const Refused: Story = { args: { name: "", error: "Name is required." } };
