import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Disclosure } from "./disclosure";

/** The disclosure closed and open, on a desktop and on a phone (where the summary is a 44 px target). */
const meta = {
  title: "UI/Disclosure",
  component: Disclosure,
  args: {
    children: (
      <>
        <summary>How will I know if I've won?</summary>
        <p>We email you after the draw, and your winnings go straight to your balance.</p>
      </>
    ),
  },
} satisfies Meta<typeof Disclosure>;
export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: "mobile" } };

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByText("How will I know if I've won?");
    await expect(summary.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(summary);
    await expect(canvasElement.querySelector("details")).toHaveProperty("open", true);
  },
};
export const Open: Story = { args: { open: true } };
export const ClosedMobile: Story = { globals: mobile };
export const OpenMobile: Story = { args: { open: true }, globals: mobile };
