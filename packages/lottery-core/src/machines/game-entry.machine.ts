/**
 * A game page's entry (R-STATES Game status, Game entry; R-ENTITIES Game session): the purchase config comes from
 * an injected actor, the game status moves between not-started, started, preview, favourite and
 * purchased, every option change is re-priced by the core-games rules, and the finished entry becomes a
 * cart ticket handed to the injected `addToCart`.
 */
import { assign, enqueueActions, fromPromise, setup } from "xstate";
import type { CartTicket, GameId, PurchaseConfig } from "../model/entities";
import type { Rng } from "../quick-pick/rng";
import { addOnSizes } from "./game-entry-add-on";
import { entryCartTicket, newTicketId } from "./game-entry-cart-ticket";
import { isBoardComplete } from "./game-entry-rules";
import type { GameEntryContext, GameEntryEvent } from "./game-entry-types";
import {
  addBoard,
  applySpecialDraw,
  changeOptions,
  clearBoards,
  freshEntry,
  loadCoupon,
  placeholderOptions,
  previewEntry,
  quickPick,
  removeBoard,
  setAddOn,
  setBoard,
  sizeAddOn,
} from "./game-entry-updates";

export type { FavouriteRef, GameEntryContext, GameEntryEvent, SlikpikOption } from "./game-entry-types";

const boardCount = (context: GameEntryContext) => Number(context.options.numberOfBoards);

/**
 * The game-entry machine (R-STATES Game status, Game entry, Special draw; R-VALIDATION quick pick; R-MACHINES). Provide
 * `loadPurchaseConfig`, `addToCart` and `goHome`.
 */
export const gameEntryMachine = setup({
  types: {
    context: {} as GameEntryContext,
    events: {} as GameEntryEvent,
    input: {} as { gameId: GameId; rng: Rng; path: string; day?: string | null },
  },
  actors: {
    /** `GET /games/{gameId}/purchase-config` with the optional Millionaire Medley day. */
    loadPurchaseConfig: fromPromise<PurchaseConfig, { gameId: GameId; day: string | null }>(async () => {
      throw new Error("game-entry machine: loadPurchaseConfig not provided");
    }),
  },
  actions: {
    addToCart: (_, _params: { ticket: CartTicket; replacing: boolean }) => {
      throw new Error("game-entry machine: addToCart not provided");
    },
    goHome: () => {
      throw new Error("game-entry machine: goHome not provided");
    },
    reset: assign(({ context }) => freshEntry(context)),
  },
  guards: {
    canAddBoard: ({ context }) =>
      context.available.numberOfBoardsOptions.includes(String(boardCount(context) + 1)),
    canDeleteBoard: ({ context }) =>
      context.available.numberOfBoardsOptions.includes(String(boardCount(context) - 1)),
    canAddToCart: ({ context }) =>
      context.price !== null &&
      context.boards.length > 0 &&
      context.boards.every((board) => isBoardComplete(context.config!, context.options, board)),
  },
}).createMachine({
  id: "gameEntry",
  context: ({ input }) => ({
    gameId: input.gameId,
    rng: input.rng,
    day: input.day ?? null,
    config: null,
    options: placeholderOptions(input.gameId),
    available: { numberOfBoardsOptions: [], multiDrawOptions: [], advancePlayOptions: [] },
    boards: [],
    quickPicked: [],
    price: null,
    addOnGame: null,
    favourite: null,
    editingTicketId: null,
    path: input.path,
    error: null,
  }),
  initial: "loading",
  on: { "GAME.PATH": { actions: assign({ path: ({ event }) => event.path }) } },
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        id: "loadPurchaseConfig",
        src: "loadPurchaseConfig",
        input: ({ context }) => ({ gameId: context.gameId, day: context.day }),
        onDone: {
          target: "ready",
          actions: [assign({ config: ({ event }) => event.output, error: null }), "reset"],
        },
        onError: { target: "loadFailed", actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    loadFailed: {
      tags: ["error"],
      on: { "GAME.RETRY": "loading" },
    },
    ready: {
      initial: "not-started",
      states: {
        "not-started": {},
        started: {},
        preview: {},
        favourite: {},
        purchased: {
          on: { "GAME.PLAY_AGAIN": "started" },
          // R-STATES: leaving purchased for another status sends the user home from a games page.
          exit: enqueueActions(({ context, enqueue }) => {
            if (context.path.startsWith("/games/")) enqueue("goHome");
          }),
        },
      },
      on: {
        "GAME.NEW": { target: ".started", actions: "reset" },
        "GAME.RESET": { target: ".not-started", actions: "reset" },
        "GAME.PURCHASED": ".purchased",
        "GAME.LOAD_FAVOURITE": {
          target: ".started",
          actions: assign(({ context, event }) => ({
            ...loadCoupon(context, event.coupon),
            favourite: event.favourite,
          })),
        },
        // R-STATES: play again starts a game from a bought entry, from its next draw.
        "GAME.LOAD_COUPON": {
          target: ".started",
          actions: assign(({ context, event }) => loadCoupon(context, { ...event.coupon, advance_draw: 0 })),
        },
        "GAME.EDIT_FAVOURITE": {
          target: ".favourite",
          actions: assign(({ context, event }) => ({
            ...loadCoupon(context, event.coupon),
            favourite: event.favourite,
          })),
        },
        "GAME.ADD_FAVOURITE": { target: ".favourite", actions: "reset" },
        "GAME.EDIT_TICKET": {
          target: ".started",
          actions: assign(({ context, event }) => ({
            ...loadCoupon(context, event.ticket.coupon),
            editingTicketId: event.ticket.id,
          })),
        },
        "GAME.PREVIEW": {
          target: ".preview",
          actions: assign(({ context, event }) => previewEntry(context, event.option)),
        },
        "GAME.SET_OPTIONS": { actions: assign(({ context, event }) => changeOptions(context, event.change)) },
        "GAME.QUICK_PICK": { actions: assign(({ context, event }) => quickPick(context, event.index)) },
        "GAME.ADD_BOARD": { guard: "canAddBoard", actions: assign(({ context }) => addBoard(context)) },
        "GAME.DELETE_BOARD": {
          guard: "canDeleteBoard",
          actions: assign(({ context, event }) => removeBoard(context, event.index)),
        },
        "GAME.CLEAR_BOARD": { actions: assign(({ context, event }) => clearBoards(context, event.index)) },
        "GAME.SET_BOARD": {
          actions: assign(({ context, event }) =>
            setBoard(context, event.index, event.numbers, event.powerball),
          ),
        },
        "GAME.SPECIAL_DRAW": {
          actions: assign(({ context, event }) => applySpecialDraw(context, event.draw)),
        },
        "GAME.SET_ADD_ON": { actions: assign(({ context, event }) => setAddOn(context, event.value)) },
        "GAME.SIZE_ADD_ON": {
          guard: ({ context, event }) => addOnSizes(context.addOnGame).includes(event.count),
          actions: assign(({ context, event }) => sizeAddOn(context, event.count)),
        },
        "GAME.SET_DAY": { target: "loading", actions: assign({ day: ({ event }) => event.day }) },
        "GAME.ADD_TO_CART": {
          guard: "canAddToCart",
          target: ".not-started",
          actions: [
            {
              type: "addToCart",
              params: ({ context }) => ({
                ticket: entryCartTicket(
                  context.config!,
                  context.options,
                  context,
                  context.price!,
                  context.editingTicketId ?? newTicketId(context.rng),
                  context.addOnGame,
                )!,
                replacing: context.editingTicketId !== null,
              }),
            },
            "reset",
          ],
        },
      },
    },
  },
});
