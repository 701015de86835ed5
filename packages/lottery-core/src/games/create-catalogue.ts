import type { GameDefinition } from "./game-definition";

/** Every lookup of a set of games, built from their definitions alone. */
export interface Catalogue<Id extends number = number> {
  games: readonly GameDefinition<Id>[];
  /** The games' ids in catalogue order (the contract's picklist). */
  ids: readonly Id[];
  /** The games' page slugs in catalogue order (`/games/{slug}`). */
  slugs: readonly string[];
  /** True when `id` is one of the games' own ids (variant ids are not). */
  has(id: unknown): id is Id;
  /** The game with this id; throws on an unknown id, which is a programming error. */
  byId(id: Id): GameDefinition<Id>;
  bySlug(slug: string): GameDefinition<Id> | undefined;
  /** The game sold under `id`, its own or one of its `variantIds`. */
  of(id: number): GameDefinition<Id> | undefined;
}

/** Builds the lookups of `definitions`; throws when two games share an id, variant id or slug. */
export function createCatalogue<Id extends number>(
  definitions: readonly GameDefinition<Id>[],
): Catalogue<Id> {
  const byId = new Map<number, GameDefinition<Id>>();
  const byAnyId = new Map<number, GameDefinition<Id>>();
  const bySlug = new Map<string, GameDefinition<Id>>();
  for (const game of definitions) {
    for (const id of [game.id, ...game.variantIds]) {
      if (byAnyId.has(id)) throw new RangeError(`Game id ${id} is defined twice`);
      byAnyId.set(id, game);
    }
    if (bySlug.has(game.slug)) throw new RangeError(`Game slug ${game.slug} is defined twice`);
    byId.set(game.id, game);
    bySlug.set(game.slug, game);
  }
  return {
    games: definitions,
    ids: definitions.map((game) => game.id),
    slugs: definitions.map((game) => game.slug),
    has: (id): id is Id => typeof id === "number" && byId.has(id),
    byId: (id) => {
      const game = byId.get(id);
      if (!game) throw new RangeError(`Unknown game id ${id}`);
      return game;
    },
    bySlug: (slug) => bySlug.get(slug),
    of: (id) => byAnyId.get(id),
  };
}
