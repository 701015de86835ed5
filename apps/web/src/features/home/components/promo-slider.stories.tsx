import type { Meta, StoryObj } from "@storybook/react-vite";
import { PromoSlider } from "./promo-slider";

const oz = { gameId: 5130, backgroundUrl: "", text: "OZ Lotto $10 Million", hideGameInfo: false };
const powerball = { gameId: 5132, backgroundUrl: "", text: "Powerball $30 Million", hideGameInfo: true };

const meta = {
  title: "Home/PromoSlider",
  component: PromoSlider,
  args: { slides: [oz, powerball], onSelect: () => {} },
} satisfies Meta<typeof PromoSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several slides loop and autoplay. */
export const Several: Story = {};

/** A single slide does not loop. */
export const Single: Story = { args: { slides: [{ ...oz, gameInfo: "Draw 1650 · Tuesday 6pm" }] } };

/** No slide: nothing renders. */
export const Empty: Story = { args: { slides: [] } };

/** Variant B of the removePlayNowButtonFromHero A/B test. */
export const WithoutPlayNow: Story = { args: { showPlayNow: false } };
