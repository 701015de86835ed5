import { GameEntryContext } from "../game-entry-context";

type Snapshot = Parameters<Parameters<typeof GameEntryContext.useSelector>[0]>[0];

// The game status is the child state of `ready` (R-STATES Game status); null while loading or failed.
const statusOf = (s: Snapshot) =>
  typeof s.value === "object" && "ready" in s.value ? (s.value.ready as string) : null;

/** Narrow reads of the game entry for the page. */
export function useGameEntry() {
  const use = GameEntryContext.useSelector;
  return {
    status: use(statusOf),
    busy: use((s) => s.hasTag("busy")),
    failed: use((s) => s.hasTag("error")),
    config: use((s) => s.context.config),
    options: use((s) => s.context.options),
    available: use((s) => s.context.available),
    boards: use((s) => s.context.boards),
    price: use((s) => s.context.price),
    addOnGame: use((s) => s.context.addOnGame),
    favourite: use((s) => s.context.favourite),
    day: use((s) => s.context.day),
    editing: use((s) => s.context.editingTicketId !== null),
    canAddToCart: use((s) => s.can({ type: "GAME.ADD_TO_CART" })),
    canAddBoard: use((s) => s.can({ type: "GAME.ADD_BOARD" })),
    canDeleteBoard: use((s) => s.can({ type: "GAME.DELETE_BOARD", index: 0 })),
  };
}
