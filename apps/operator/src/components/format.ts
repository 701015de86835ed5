import { GAMES, parseStoredInstant, perthDateTimeText } from "@lotto/core";

/** An instant of an answer as Perth wall time ("Sat 28 Nov, 7:30 pm"); the raw text if it is not one. */
export function formatWhen(iso: string): string {
  const instant = parseStoredInstant(iso);
  return instant ? perthDateTimeText(instant) : iso;
}

/** A game's name by id, a variant's (a special draw's) included; the id itself for one core does not know. */
export function gameName(id: number): string {
  return GAMES.find((game) => game.id === id || game.variantIds.includes(id))?.name ?? `Game ${id}`;
}
