import type { Meta, StoryObj } from "@storybook/react-vite";
import { overlayDocs } from "../../story-docs";
import { NameDialog } from "./name-dialog";

const meta = {
  title: "UI/NameDialog",
  parameters: overlayDocs,
  component: NameDialog,
  args: {
    id: "favourite-name-dialog",
    title: "Save as favourite",
    error: null,
    busy: false,
    onSave: () => {},
    onCancel: () => {},
  },
} satisfies Meta<typeof NameDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Naming a new favourite. */
export const Naming: Story = {};

/** Renaming a favourite: the field starts with its name. */
export const Renaming: Story = {
  args: { id: "rename-favourite-dialog", title: "Rename favourite", name: "Birthdays" },
};

/** The server refused the name. */
export const Refused: Story = { args: { error: "Name must be at most 40 characters." } };
