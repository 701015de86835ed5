import { GAMES, gameBySlug } from "@lotto/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { gameDescription } from "../hooks/game-description";
import { GameDescription } from "./game-description";

// Each game's text, loaded as the game page loads it from the definition.
const texts = Object.fromEntries(
  await Promise.all(GAMES.map(async (game) => [game.slug, await game.description()] as const)),
);
const described = (slug: string, remote?: unknown) =>
  gameDescription(gameBySlug(slug)!, texts[slug]!, remote);

const meta = {
  title: "Play/GameDescription",
  component: GameDescription,
  args: described("saturday-lotto"),
} satisfies Meta<typeof GameDescription>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saturday Lotto: the team's text for every field, odds from its divisions. */
export const SaturdayLotto: Story = { globals: { viewport: { value: "desktop" } } };
/** Powerball adds PowerPick. */
export const Powerball: Story = { args: described("powerball") };
/** Cash 3's fixed prizes. */
export const Cash3Mobile: Story = { args: described("cash-3"), globals: { viewport: { value: "mobile" } } };
/** Remote config replaced the info line. */
export const RemoteOverride: Story = {
  args: described("set-for-life", { info: "Set for Life: a new draw time from Monday." }),
};
/** No extra sections. */
export const Minimal: Story = { args: { extra: [] } };
