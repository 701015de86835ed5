import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Page } from "@/components/layout/page";
import { SkipLink } from "./skip-link";

/** The first Tab stop of every page: hidden until focused, it jumps past the top bar to the heading. */
const meta = {
  title: "Shell/SkipLink",
  component: SkipLink,
  render: () => (
    <>
      <SkipLink />
      <nav aria-label="Menu">
        <button type="button">Menu</button>
      </nav>
      <Page title="Results" />
    </>
  ),
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Focused by the first Tab, then followed. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const link = canvas.getByRole("link", { name: "Skip to main content" });
    await expect(link).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("heading", { name: "Results", level: 1 })).toHaveFocus();
  },
};
export const FocusedMobile: Story = { ...Focused, globals: { viewport: { value: "mobile" } } };
