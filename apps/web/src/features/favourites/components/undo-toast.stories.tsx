import { overlayDocs } from "@lotto/ui/story-docs";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { UndoToast } from "./undo-toast";

const meta = {
  title: "Favourites/UndoToast",
  parameters: overlayDocs,
  component: UndoToast,
  args: { message: "Deleted Birthdays.", onUndo: fn(), onHold: fn(), onRelease: fn() },
} satisfies Meta<typeof UndoToast>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Just after a favourite was deleted: Undo for a few seconds. */
export const AfterADelete: Story = {};
/** On a phone it sits above the bottom bar. */
export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
/** A long favourite name wraps instead of pushing Undo off the screen. */
export const LongName: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { message: `Deleted ${"Wednesday syndicate numbers ".repeat(3).trim()}.` },
};
/** Nothing to undo: an empty live region. */
export const Empty: Story = { args: { message: null } };
