import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { PromoSlider } from "./promo-slider";

const oz = {
  gameId: 5130,
  backgroundUrl: "/images/promo/oz-lotto.svg",
  backgroundUrlCondensed: "/images/promo/oz-lotto-condensed.svg",
  text: "OZ Lotto $10 Million",
  hideGameInfo: false,
};
const powerball = {
  gameId: 5132,
  backgroundUrl: "/images/promo/powerball.svg",
  backgroundUrlCondensed: "/images/promo/powerball-condensed.svg",
  text: "Powerball $30 Million",
  hideGameInfo: true,
};

const meta = {
  title: "Home/PromoSlider",
  component: PromoSlider,
  args: { slides: [oz, powerball], onSelect: () => {} },
} satisfies Meta<typeof PromoSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several slides loop and autoplay; the corner control pauses them and plays them again. */
export const Several: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Pause promotions" }));
    await expect(canvas.getByRole("button", { name: "Play promotions" })).toBeVisible();
  },
};

/**
 * Next and previous move one slide at a time; only the slide in view can take focus, so Tab never
 * lands on a hidden slide's Play now.
 */
export const StepThrough: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slides = () => [...canvasElement.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
    await userEvent.click(canvas.getByRole("button", { name: "Pause promotions" }));
    await waitFor(() => expect(slides().map((s) => s.inert)).toEqual([false, true]));
    await userEvent.click(canvas.getByRole("button", { name: "Next slide of promotions" }));
    await waitFor(() => expect(slides().map((s) => s.inert)).toEqual([true, false]));
    await userEvent.click(canvas.getByRole("button", { name: "Previous slide of promotions" }));
    await waitFor(() => expect(slides().map((s) => s.inert)).toEqual([false, true]));
  },
};

/** A single slide does not loop, so there is nothing to pause. */
export const Single: Story = { args: { slides: [{ ...oz, gameInfo: "Draw 1650 · Tuesday 6pm" }] } };

/** On a phone the condensed crop of the artwork serves. */
export const Mobile: Story = { globals: { viewport: { value: "mobile" } } };

/** Artwork that fails to load leaves the game's colour as the placeholder. */
export const ArtworkMissing: Story = {
  args: { slides: [{ ...oz, backgroundUrl: "/images/promo/missing.svg", backgroundUrlCondensed: "" }] },
};

/** No slide: nothing renders. */
export const Empty: Story = { args: { slides: [] } };

/** Variant B of the removePlayNowButtonFromHero A/B test. */
export const WithoutPlayNow: Story = { args: { showPlayNow: false } };
