import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SlideControls } from "./slide-controls";

const slider = (playing: boolean) => ({
  ref: () => {},
  canPlay: true,
  playing,
  toggle: fn(),
  previous: fn(),
  next: fn(),
});

/** Previous, pause/play and next of an autoplaying slider (the promotions and the latest results). */
const meta = {
  title: "Home/SlideControls",
  component: SlideControls,
  args: { label: "promotions", slider: slider(true) },
} satisfies Meta<typeof SlideControls>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Autoplay running: the middle control pauses it; the arrows move one slide. */
export const Playing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Next slide of promotions" }));
    await expect(args.slider.next).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole("button", { name: "Previous slide of promotions" }));
    await expect(args.slider.previous).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole("button", { name: "Pause promotions" }));
    await expect(args.slider.toggle).toHaveBeenCalledTimes(1);
  },
};

/** Paused by the player, or never started under reduced motion: the middle control plays. */
export const Paused: Story = { args: { slider: slider(false) } };

/** On a phone. */
export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };
