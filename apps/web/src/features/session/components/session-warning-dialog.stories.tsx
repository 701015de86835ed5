import { overlayDocs } from "@lotto/ui/story-docs";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { SessionWarningDialog } from "./session-warning-dialog";

const meta = {
  title: "Dialogs/SessionWarning",
  parameters: overlayDocs,
  component: SessionWarningDialog,
  args: { secondsLeft: 42, onLogout: () => {} },
} satisfies Meta<typeof SessionWarningDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: { viewport: { value: "desktop" } } };
export const LastSecondMobile: Story = {
  args: { secondsLeft: 1 },
  globals: { viewport: { value: "mobile" } },
};
