import type { GameId } from "../model/entities";
import { GAMES } from "./catalogue";
import type { GameDefinition } from "./game-definition";

const BY_ID = new Map<number, GameDefinition>(GAMES.map((game) => [game.id, game]));
const BY_SLUG = new Map<string, GameDefinition>(GAMES.map((game) => [game.slug, game]));

/** Saturday Lotto's special-draw variants (spec §1, DECISIONS 4). */
const SATURDAY_VARIANTS = new Set([5128, 5129]);

/** True when `id` is one of the seven product ids (spec §1). */
export function isGameId(id: unknown): id is GameId {
  return typeof id === "number" && BY_ID.has(id);
}

/** The game with this id; throws on an unknown id, which is a programming error (spec §1). */
export function gameById(id: GameId): GameDefinition {
  const game = BY_ID.get(id);
  if (!game) throw new RangeError(`Unknown game id ${id}`);
  return game;
}

/** The game whose page is `/games/{slug}`, or undefined (spec §2 game pages). */
export function gameBySlug(slug: string): GameDefinition | undefined {
  return BY_SLUG.get(slug);
}

/** Colour of a game id; 5128 and 5129 share Saturday Lotto's (spec §1, DECISIONS 4). */
export function gameColour(id: number): string | undefined {
  return BY_ID.get(SATURDAY_VARIANTS.has(id) ? 5127 : id)?.colour;
}
