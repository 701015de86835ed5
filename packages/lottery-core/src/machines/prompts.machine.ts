/**
 * Which dialog a logged-in player is prompted with after a page loads (R-STATES prompt order, skip rules,
 * product tour start prompt, user check): the user check runs 500 ms after home loads, then
 * password-reminder → terms-and-conditions → notification-prompt → none, then the tour start prompt
 * 1 s later on / for a player not yet prompted. Fetching the user and setting the flag are injected.
 */
import { assertEvent, assign, fromPromise, setup } from "xstate";
import {
  type NotificationPromptSettings,
  nextPrompt,
  type PromptKind,
  type PromptUser,
} from "../prompts/prompt-order";
import { arePromptsSkipped, type PromptPlace } from "../prompts/prompt-skip";
import { HOME_USER_CHECK_DELAY_MS, shouldPromptTour, TOUR_PROMPT_DELAY_MS } from "../prompts/tour-prompt";

/** The user details the prompts read (R-ENTITIES user details). */
export interface PromptsUser extends PromptUser {
  product_tour_prompted: boolean;
  pending_account_setup: boolean;
}

/** A loaded page: its place and the jackpots (dollars) the notification prompt compares (R-STATES). */
export interface PromptsPage {
  place: PromptPlace;
  /** The jackpots of the games that hold the notification prompt back (core's `nextPrompt`). */
  jackpots: readonly (number | null)[];
  /** Remote config `notificationPrompt` (R-ENTITIES); absent keeps the spec's 60,000,000 rule. */
  notificationPrompt?: NotificationPromptSettings;
}

/** Prompts context: the last page, the checked user and the prompt showing (R-STATES Prompt order). */
export interface PromptsContext {
  page: PromptsPage | null;
  user: PromptsUser | null;
  prompt: PromptKind | null;
}

/** Events the prompts machine accepts (R-STATES Prompt order). */
export type PromptsEvent =
  | ({ type: "PROMPTS.PAGE_LOADED" } & PromptsPage)
  /** The player closed or answered the prompt showing (the app has told the server). */
  | { type: "PROMPTS.CLOSE" }
  | { type: "PROMPTS.START_TOUR" };

// Closing a prompt settles what it asked for, so the order moves on to the next one.
const SETTLED: Record<PromptKind, Partial<PromptUser>> = {
  "password-reminder": { should_prompt_password_change: false },
  "terms-and-conditions": { terms_and_conditions_accepted: true, privacy_policy_accepted: true },
  "notification-prompt": { should_prompt_notification: false },
};

// Page and user are known from "loaded" and "deciding" on: every path there sets them first.
const next = (c: PromptsContext) =>
  nextPrompt(c.user!, {
    pathname: c.page!.place.pathname,
    jackpots: c.page!.jackpots,
    notificationPrompt: c.page!.notificationPrompt,
  });

/**
 * The prompts machine (R-STATES Prompt order and skips, product tour start prompt; R-MACHINES); tags `prompt`
 * while a prompt shows and `tour-prompt` for the tour start.
 */
export const promptsMachine = setup({
  types: {
    context: {} as PromptsContext,
    events: {} as PromptsEvent,
    tags: {} as "prompt" | "tour-prompt",
  },
  actors: {
    fetchUser: fromPromise<PromptsUser>(async () => {
      throw new Error("prompts machine: fetchUser not provided");
    }),
  },
  actions: {
    /** Sets product_tour_prompted on the server (R-CALLS POST /user/update-flag). */
    markTourPrompted: () => {
      throw new Error("prompts machine: markTourPrompted not provided");
    },
    /** Starts the product tour (the tour machine). */
    startTour: () => {
      throw new Error("prompts machine: startTour not provided");
    },
    takePage: assign(({ event }) => {
      assertEvent(event, "PROMPTS.PAGE_LOADED");
      const { place, jackpots, notificationPrompt } = event;
      return { page: { place, jackpots, notificationPrompt } };
    }),
    choose: assign({ prompt: ({ context }) => next(context) }),
    settle: assign({
      user: ({ context }) => ({ ...context.user!, ...SETTLED[context.prompt!] }),
      prompt: null,
    }),
    flagTourPrompted: assign({ user: ({ context }) => ({ ...context.user!, product_tour_prompted: true }) }),
  },
  guards: {
    isLoggedOut: ({ context }) => !context.page!.place.loggedIn,
    isHome: ({ context }) => context.page!.place.pathname === "/",
    isSkipped: ({ context }) =>
      arePromptsSkipped({ ...context.page!.place, pendingAccountSetup: context.user!.pending_account_setup }),
    hasPrompt: ({ context }) => next(context) !== null,
    isTourDue: ({ context }) =>
      shouldPromptTour({ ...context.user!, pathname: context.page!.place.pathname }),
  },
  delays: { userCheck: HOME_USER_CHECK_DELAY_MS, tourPrompt: TOUR_PROMPT_DELAY_MS },
}).createMachine({
  id: "prompts",
  context: { page: null, user: null, prompt: null },
  initial: "idle",
  on: { "PROMPTS.PAGE_LOADED": { target: ".loaded", actions: "takePage", reenter: true } },
  states: {
    idle: {},
    loaded: {
      always: [
        { guard: "isLoggedOut", target: "idle" },
        { guard: "isHome", target: "waitingUserCheck" },
        { target: "checkingUser" },
      ],
    },
    waitingUserCheck: { after: { userCheck: "checkingUser" } },
    checkingUser: {
      invoke: {
        src: "fetchUser",
        onDone: { target: "deciding", actions: assign({ user: ({ event }) => event.output }) },
        // Without the user no prompt can be judged; the page works without one.
        onError: "idle",
      },
    },
    deciding: {
      always: [
        { guard: "isSkipped", target: "idle" },
        { guard: "hasPrompt", target: "prompting", actions: "choose" },
        { guard: "isTourDue", target: "tourPending" },
        { target: "idle" },
      ],
    },
    prompting: { tags: ["prompt"], on: { "PROMPTS.CLOSE": { target: "deciding", actions: "settle" } } },
    tourPending: {
      after: { tourPrompt: { target: "tourPrompt", actions: ["flagTourPrompted", "markTourPrompted"] } },
    },
    tourPrompt: {
      tags: ["tour-prompt"],
      on: { "PROMPTS.START_TOUR": { target: "idle", actions: "startTour" }, "PROMPTS.CLOSE": "idle" },
    },
  },
});
