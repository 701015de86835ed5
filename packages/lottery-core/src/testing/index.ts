/**
 * `@lotto/core/testing`: fast-check arbitraries of the package's inputs (games, valid entries per game and
 * system, draws and published results, Perth instants around a sales close, seeded random sources) and a
 * purchase config built the way the server builds one, so a new rule is property-tested in a few lines.
 * Needs `fast-check` (a peer dependency); nothing else in the package imports this entry.
 */

export { arbDrawNumber, arbDrawNumbers, arbDrawSeed, arbPublishedDraw } from "./draws";
export type { EntryShape } from "./entries";
export { arbBoardNumbers, arbEntry } from "./entries";
export { arbGame, arbLottoGame } from "./games";
export { arbInstant, arbInstantAroundClose } from "./instants";
export { purchaseConfigFor } from "./purchase-config";
export { arbSeededRng } from "./rng";
