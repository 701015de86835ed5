/**
 * Guided tours (R-STATES tours): product, number-picker and shopping-cart, stepped with Next, Previous
 * and End Tour, or the arrow keys and Escape. The popover opens 100 ms after the start. The product tour
 * ends by going home, showing the end-info dialog and opening the feedback footer (injected actions).
 */
import { assertEvent, assign, enqueueActions, raise, setup } from "xstate";
import { TOUR_POPOVER_DELAY_MS } from "../prompts/tour-prompt";

/** The tours the app offers (R-STATES). */
export type TourKind = "product" | "number-picker" | "shopping-cart";

/** One step of a tour (R-ENTITIES product tour steps). */
export interface TourStep {
  id: string;
  description: string;
  subText?: string;
}

/** Which tour and its steps (R-STATES Tours). */
export interface TourInput {
  tour: TourKind;
  steps: TourStep[];
}

/** Tour context: the input and the step showing (R-STATES Tours). */
export interface TourContext extends TourInput {
  index: number;
}

/** Events a tour accepts; `TOUR.KEY` carries a KeyboardEvent `key` (R-STATES Tours). */
export type TourEvent =
  | { type: "TOUR.START" }
  | { type: "TOUR.NEXT" }
  | { type: "TOUR.PREVIOUS" }
  | { type: "TOUR.END" }
  | { type: "TOUR.KEY"; key: string };

const KEYS: Record<string, TourEvent["type"]> = {
  ArrowRight: "TOUR.NEXT",
  ArrowLeft: "TOUR.PREVIOUS",
  Escape: "TOUR.END",
};

const notProvided = (name: string): never => {
  throw new Error(`tour machine: ${name} not provided`);
};

/** The tour machine (R-STATES Tours; R-MACHINES); tag `popover` while a step shows. */
export const tourMachine = setup({
  types: {
    context: {} as TourContext,
    events: {} as TourEvent,
    input: {} as TourInput,
    tags: {} as "popover",
  },
  actions: {
    goHome: () => notProvided("goHome"),
    showEndInfo: () => notProvided("showEndInfo"),
    openFeedbackFooter: () => notProvided("openFeedbackFooter"),
    forward: assign({ index: ({ context }) => context.index + 1 }),
    back: assign({ index: ({ context }) => context.index - 1 }),
    // Keys act as their buttons; isKnownKey lets only mapped keys through.
    pressKey: raise(({ event }) => {
      assertEvent(event, "TOUR.KEY");
      return { type: KEYS[event.key]! } as TourEvent;
    }),
  },
  guards: {
    hasSteps: ({ context }) => context.steps.length > 0,
    hasNext: ({ context }) => context.index + 1 < context.steps.length,
    hasPrevious: ({ context }) => context.index > 0,
    isKnownKey: ({ event }) => event.type === "TOUR.KEY" && Object.hasOwn(KEYS, event.key),
    isProductTour: ({ context }) => context.tour === "product",
  },
  delays: { popover: TOUR_POPOVER_DELAY_MS },
}).createMachine({
  id: "tour",
  context: ({ input }) => ({ ...input, index: 0 }),
  initial: "idle",
  states: {
    idle: { on: { "TOUR.START": { guard: "hasSteps", target: "opening" } } },
    opening: { after: { popover: "showing" } },
    showing: {
      tags: ["popover"],
      on: {
        // Next on the last step finishes the tour, like End Tour.
        "TOUR.NEXT": [{ guard: "hasNext", actions: "forward" }, { target: "ended" }],
        "TOUR.PREVIOUS": { guard: "hasPrevious", actions: "back" },
        "TOUR.END": "ended",
        "TOUR.KEY": { guard: "isKnownKey", actions: "pressKey" },
      },
    },
    ended: {
      type: "final",
      // Only the product tour ends by going home with the end-info dialog and the feedback footer.
      entry: enqueueActions(({ check, enqueue }) => {
        if (!check("isProductTour")) return;
        enqueue("goHome");
        enqueue("showEndInfo");
        enqueue("openFeedbackFooter");
      }),
    },
  },
});
