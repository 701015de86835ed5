/**
 * The shipped remote config defaults (remote-config-defaults.json). Promo slides there name their game by
 * page slug, so no game id is written outside core's catalogue; the served config carries the id.
 */
import { gameBySlug } from "@lotto/core";
import shipped from "./remote-config-defaults.json" with { type: "json" };

function gameIdOf(slug: string): number {
  const game = gameBySlug(slug);
  if (!game) throw new Error(`remote-config-defaults.json names no game "${slug}"`);
  return game.id;
}

/** The defaults in the contract's shape: each promo slide with its game's id. */
export const remoteDefaults = {
  ...shipped,
  promoSliderInfo: shipped.promoSliderInfo.map(({ game, ...slide }) => ({
    gameId: gameIdOf(game),
    ...slide,
  })),
};
