import { overlayDocs } from "@lotto/ui/story-docs";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { CancelAutoplayDialog } from "./cancel-autoplay-dialog";

const meta = {
  title: "Autoplay/CancelAutoplayDialog",
  parameters: overlayDocs,
  component: CancelAutoplayDialog,
  args: { gameName: "Saturday Lotto", busy: false, onConfirm: () => {}, onKeep: () => {} },
} satisfies Meta<typeof CancelAutoplayDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asking before cancelling for good. */
export const Asking: Story = {};

/** The cancel is under way. */
export const Cancelling: Story = { args: { busy: true } };
