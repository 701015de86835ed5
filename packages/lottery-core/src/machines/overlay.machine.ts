/**
 * The loading / success / failure overlay (R-STATES overlay): closed, or open with one kind of content.
 * Success and failure close themselves by the core timing rule, never when a close button shows.
 */
import { assertEvent, assign, setup } from "xstate";
import { overlayAutoCloseMs } from "../timing/overlay-timing";

/** What the overlay shows (R-STATES overlay). */
export interface OverlayContext {
  title: string;
  message: string;
  hasCloseButton: boolean;
}

/** Content of an overlay event; title and close button are optional (R-STATES Overlay). */
export interface OverlayContent {
  title?: string;
  message?: string;
  hasCloseButton?: boolean;
}

/** Events the overlay accepts (R-STATES Overlay). */
export type OverlayEvent =
  | ({ type: "OVERLAY.LOADING" } & OverlayContent)
  | ({ type: "OVERLAY.SUCCESS" } & OverlayContent)
  | ({ type: "OVERLAY.FAILURE" } & OverlayContent)
  | { type: "OVERLAY.CLOSE" };

const EMPTY: OverlayContext = { title: "", message: "", hasCloseButton: false };

// The spec times the "combined message": title and message as read together.
const combined = (c: OverlayContext) => [c.title, c.message].filter(Boolean).join(" ");

// Success and failure behave alike: timed when the rule gives a delay, held while a close button shows.
const RESULT_CONTENT = {
  tags: ["open"],
  initial: "choosing",
  on: { "OVERLAY.CLOSE": { target: "closed", actions: "clear" } },
  states: {
    choosing: { always: [{ guard: "canAutoClose", target: "timed" }, { target: "held" }] },
    timed: { tags: ["auto-closing"], after: { autoClose: { target: "#overlay.closed", actions: "clear" } } },
    held: {},
  },
} as const;

/** The overlay machine (R-STATES overlay); tags: `open`, `busy` while loading, `auto-closing`. */
export const overlayMachine = setup({
  types: {
    context: {} as OverlayContext,
    events: {} as OverlayEvent,
    tags: {} as "open" | "busy" | "auto-closing",
  },
  actions: {
    show: assign(({ event }) => {
      assertEvent(event, ["OVERLAY.LOADING", "OVERLAY.SUCCESS", "OVERLAY.FAILURE"]);
      return {
        title: event.title ?? "",
        message: event.message ?? "",
        hasCloseButton: event.hasCloseButton ?? false,
      };
    }),
    clear: assign(() => EMPTY),
  },
  guards: {
    canAutoClose: ({ context }) => overlayAutoCloseMs(combined(context), context.hasCloseButton) !== null,
  },
  delays: {
    // Only the timed states use it, and canAutoClose lets only content without a close button in.
    autoClose: ({ context }) => overlayAutoCloseMs(combined(context), false)!,
  },
}).createMachine({
  id: "overlay",
  context: EMPTY,
  initial: "closed",
  on: {
    "OVERLAY.LOADING": { target: ".loading", actions: "show", reenter: true },
    "OVERLAY.SUCCESS": { target: ".success", actions: "show", reenter: true },
    "OVERLAY.FAILURE": { target: ".failure", actions: "show", reenter: true },
  },
  states: {
    closed: {},
    loading: { tags: ["open", "busy"], on: { "OVERLAY.CLOSE": { target: "closed", actions: "clear" } } },
    success: RESULT_CONTENT,
    failure: RESULT_CONTENT,
  },
});
