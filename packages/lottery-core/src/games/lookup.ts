import { GAMES, type GameId, type GameSlug } from "./catalogue";
import { createCatalogue } from "./create-catalogue";
import type { GameDefinition, GameDescriptionText } from "./game-definition";

/** The shop's catalogue: the seven games and their lookups (R-GAMES). */
export const CATALOGUE = createCatalogue(GAMES);

/** The seven product ids in catalogue order (R-GAMES); the contract's picklist. */
export const GAME_IDS: readonly GameId[] = CATALOGUE.ids;

/** The game pages' slugs in catalogue order (R-SCREENS game pages). */
export const GAME_SLUGS = CATALOGUE.slugs as readonly GameSlug[];

/**
 * The game whose past draws the results page shows when its URL names none: the catalogue's first
 * (R-SCREENS Results). The server starts that page's first call from its HTML with it.
 */
export const RESULTS_FIRST_GAME: GameDefinition = CATALOGUE.byId(GAME_IDS[0]!);

/** True when `id` is one of the seven product ids (R-GAMES). */
export function isGameId(id: unknown): id is GameId {
  return CATALOGUE.has(id);
}

/** The game with this id; throws on an unknown id, which is a programming error (R-GAMES). */
export function gameById(id: GameId): GameDefinition {
  return CATALOGUE.byId(id);
}

/** The team's description of a game for its page (R-ENTITIES Game description). */
export function gameDescriptionText(id: GameId): Promise<GameDescriptionText> {
  return CATALOGUE.byId(id).description();
}

/** The game whose page is `/games/{slug}`, or undefined (R-SCREENS game pages). */
export function gameBySlug(slug: string): GameDefinition | undefined {
  return CATALOGUE.bySlug(slug);
}

/** The game sold under `id`, its own id or one of its variants (R-GAMES, docs/decisions.md#d4). */
export function gameOf(id: number): GameDefinition | undefined {
  return CATALOGUE.of(id);
}

/** Colour of a game id; variant ids share their game's (R-GAMES, docs/decisions.md#d4). */
export function gameColour(id: number): string | undefined {
  return CATALOGUE.of(id)?.colour;
}

/** A game named by its catalogue id, or given by its definition (a game outside the catalogue). */
export type GameRef = GameId | GameDefinition<number>;

/** The definition a {@link GameRef} names. */
export function definitionOf(ref: GameRef): GameDefinition<number> {
  return typeof ref === "number" ? CATALOGUE.byId(ref) : ref;
}

/** The id of the game whose page slug is `slug` (a typed slug always names a catalogue game). */
export function gameIdBySlug(slug: GameSlug): GameId {
  return CATALOGUE.bySlug(slug)!.id;
}
