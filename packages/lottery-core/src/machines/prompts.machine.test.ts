import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { PromptPlace } from "../prompts/prompt-skip";
import { machineGraph, machineLeaves, replayShortestPaths } from "./cart-machine-paths";
import { type PromptsUser, promptsMachine } from "./prompts.machine";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const settled: PromptsUser = {
  should_prompt_password_change: false,
  terms_and_conditions_accepted: true,
  privacy_policy_accepted: true,
  should_prompt_notification: false,
  product_tour_prompted: true,
  pending_account_setup: false,
};
const home: PromptPlace = {
  pathname: "/",
  search: "",
  loggedIn: true,
  returnedHome: false,
  pendingAccountSetup: false,
};
const loaded = (
  place: Partial<PromptPlace> = {},
  jackpots = { powerballJackpot: 10_000_000, ozLottoJackpot: 20_000_000 },
) => ({ type: "PROMPTS.PAGE_LOADED", place: { ...home, ...place }, ...jackpots }) as const;

function start(user: Partial<PromptsUser> | Error = {}) {
  const fetchUser = vi.fn(async () => {
    if (user instanceof Error) throw user;
    return { ...settled, ...user };
  });
  const markTourPrompted = vi.fn();
  const startTour = vi.fn();
  const actor = createActor(
    promptsMachine.provide({
      actors: { fetchUser: fromPromise(fetchUser) },
      actions: { markTourPrompted, startTour },
    }),
  ).start();
  return { actor, fetchUser, markTourPrompted, startTour };
}
const flush = () => vi.advanceTimersByTimeAsync(0);

it("reaches every state by a pinned shortest path", () => {
  const graph = machineGraph(promptsMachine, [
    loaded(),
    {
      type: "xstate.done.actor.0.prompts.checkingUser",
      output: { ...settled, should_prompt_password_change: true },
    },
    {
      type: "xstate.done.actor.0.prompts.checkingUser",
      output: { ...settled, product_tour_prompted: false },
    },
  ]);
  const name = (e: { type: string }) => e.type.replace(/\.0\.prompts\./, ".");
  const paths = Object.fromEntries(Object.entries(graph.paths).map(([k, p]) => [k, p.map(name).join(" ")]));
  const waited = "PROMPTS.PAGE_LOADED xstate.after.userCheck.prompts.waitingUserCheck";
  expect(paths).toEqual({
    idle: "",
    waitingUserCheck: "PROMPTS.PAGE_LOADED",
    checkingUser: waited,
    prompting: `${waited} xstate.done.actor.checkingUser`,
    tourPending: `${waited} xstate.done.actor.checkingUser`,
    tourPrompt: `${waited} xstate.done.actor.checkingUser xstate.after.tourPrompt.prompts.tourPending`,
  });
  expect(Object.keys(paths).sort()).toEqual(machineLeaves(promptsMachine));
  // Each path ends in its state on a live actor, and every transition between states is pinned.
  expect(replayShortestPaths(promptsMachine, graph.paths)).toEqual([]);
  expect(graph.edges).toMatchInlineSnapshot(`
    [
      "checkingUser -PROMPTS.PAGE_LOADED-> waitingUserCheck",
      "checkingUser -xstate.done.actor.0.prompts.checkingUser-> prompting",
      "checkingUser -xstate.done.actor.0.prompts.checkingUser-> tourPending",
      "checkingUser -xstate.error.actor.0.prompts.checkingUser-> idle",
      "idle -PROMPTS.PAGE_LOADED-> waitingUserCheck",
      "prompting -PROMPTS.CLOSE-> idle",
      "prompting -PROMPTS.PAGE_LOADED-> waitingUserCheck",
      "tourPending -PROMPTS.PAGE_LOADED-> waitingUserCheck",
      "tourPending -xstate.after.tourPrompt.prompts.tourPending-> tourPrompt",
      "tourPrompt -PROMPTS.CLOSE-> idle",
      "tourPrompt -PROMPTS.PAGE_LOADED-> waitingUserCheck",
      "tourPrompt -PROMPTS.START_TOUR-> idle",
      "waitingUserCheck -xstate.after.userCheck.prompts.waitingUserCheck-> checkingUser",
    ]
  `);
});

describe("user check and prompt order (spec §4)", () => {
  it("checks the user 500 ms after home loads", async () => {
    const { actor, fetchUser } = start();
    actor.send(loaded());
    await vi.advanceTimersByTimeAsync(499);
    expect(fetchUser).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchUser).toHaveBeenCalledOnce();
  });

  it("prompts password-reminder, then terms, then notifications, then none", async () => {
    const { actor } = start({
      should_prompt_password_change: true,
      terms_and_conditions_accepted: false,
      should_prompt_notification: true,
    });
    actor.send(loaded());
    await vi.advanceTimersByTimeAsync(500);
    const shown: unknown[] = [];
    while (actor.getSnapshot().hasTag("prompt")) {
      shown.push(actor.getSnapshot().context.prompt);
      actor.send({ type: "PROMPTS.CLOSE" });
    }
    expect(shown).toEqual(["password-reminder", "terms-and-conditions", "notification-prompt"]);
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("holds the notification prompt back when a jackpot reaches 60,000,000", async () => {
    const { actor } = start({ should_prompt_notification: true });
    actor.send(loaded({}, { powerballJackpot: 60_000_000, ozLottoJackpot: 1 }));
    await vi.advanceTimersByTimeAsync(500);
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("checks at once on other pages and skips account pages, but not the wallet's payment tab", async () => {
    const wallet = start({ should_prompt_password_change: true });
    wallet.actor.send(loaded({ pathname: "/wallet" }));
    await flush();
    expect(wallet.fetchUser).toHaveBeenCalledOnce();
    expect(wallet.actor.getSnapshot().value).toBe("idle");
    wallet.actor.send(loaded({ pathname: "/wallet", search: "?tab=1" }));
    await flush();
    expect(wallet.actor.getSnapshot().context.prompt).toBe("password-reminder");
  });

  it("does nothing for visitors, after returning home, with setup pending or without a user", async () => {
    const visitor = start({ should_prompt_password_change: true });
    visitor.actor.send(loaded({ loggedIn: false }));
    await vi.advanceTimersByTimeAsync(2000);
    expect(visitor.fetchUser).not.toHaveBeenCalled();

    const back = start({ should_prompt_password_change: true });
    back.actor.send(loaded({ returnedHome: true }));
    await vi.advanceTimersByTimeAsync(500);
    expect(back.actor.getSnapshot().value).toBe("idle");

    const pending = start({
      should_prompt_password_change: true,
      pending_account_setup: true,
      product_tour_prompted: false,
    });
    pending.actor.send(loaded());
    await vi.advanceTimersByTimeAsync(5000);
    expect(pending.actor.getSnapshot().value).toBe("idle");

    const failing = start(new Error("offline"));
    failing.actor.send(loaded());
    await vi.advanceTimersByTimeAsync(500);
    expect(failing.actor.getSnapshot().value).toBe("idle");
  });
});

describe("product tour start prompt (spec §4)", () => {
  it("opens 1 s later on / for a player not yet prompted, and sets the flag", async () => {
    const { actor, markTourPrompted, startTour } = start({ product_tour_prompted: false });
    actor.send(loaded());
    await vi.advanceTimersByTimeAsync(500);
    expect(actor.getSnapshot().value).toBe("tourPending");
    await vi.advanceTimersByTimeAsync(999);
    expect(actor.getSnapshot().hasTag("tour-prompt")).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().hasTag("tour-prompt")).toBe(true);
    expect(markTourPrompted).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.user?.product_tour_prompted).toBe(true);
    actor.send({ type: "PROMPTS.START_TOUR" });
    expect(startTour).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("comes after the other prompts and can be declined", async () => {
    const { actor } = start({ product_tour_prompted: false, should_prompt_password_change: true });
    actor.send(loaded());
    await vi.advanceTimersByTimeAsync(500);
    actor.send({ type: "PROMPTS.CLOSE" });
    expect(actor.getSnapshot().value).toBe("tourPending");
    await vi.advanceTimersByTimeAsync(1000);
    actor.send({ type: "PROMPTS.CLOSE" });
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("shows no prompt when the user cannot be fetched, even with no fetchUser provided", async () => {
    const actor = createActor(promptsMachine).start();
    actor.send(loaded({ pathname: "/results" }));
    await flush();
    expect(actor.getSnapshot().value).toBe("idle");
  });
});

it("throws 'not provided' from the tour prompt's default effects", async () => {
  const user = async (): Promise<PromptsUser> => ({ ...settled, product_tour_prompted: false });
  for (const [name, actions] of [
    ["markTourPrompted", {}],
    ["startTour", { markTourPrompted: () => {} }],
  ] as const) {
    const actor = createActor(promptsMachine.provide({ actors: { fetchUser: fromPromise(user) }, actions }));
    const errors: unknown[] = [];
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.start().send(loaded());
    await vi.advanceTimersByTimeAsync(1500);
    actor.send({ type: "PROMPTS.START_TOUR" });
    expect(String(errors[0])).toContain(`${name} not provided`);
  }
});
