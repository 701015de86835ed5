import type { Meta, StoryObj } from "@storybook/react-vite";
import { NameDialog } from "./name-dialog";

const meta = {
  title: "Play/NameDialog",
  component: NameDialog,
  args: { error: null, busy: false, onSave: () => {}, onCancel: () => {} },
} satisfies Meta<typeof NameDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Naming a new favourite. */
export const Naming: Story = {};

/** The favourites limit was reached. */
export const LimitReached: Story = { args: { error: "You can keep at most 50 favourites." } };
