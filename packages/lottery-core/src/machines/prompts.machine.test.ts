import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { type PromptsUser, promptsMachine } from "./prompts.machine";
import { loaded, settled } from "./prompts.test-support";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

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

describe("user check and prompt order (R-STATES)", () => {
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
    actor.send(loaded({}, [60_000_000, 1]));
    await vi.advanceTimersByTimeAsync(500);
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("passes remote config's notificationPrompt settings to the rule (R-ENTITIES)", async () => {
    const off = start({ should_prompt_notification: true });
    off.actor.send({ ...loaded(), notificationPrompt: { enabled: false } });
    await vi.advanceTimersByTimeAsync(500);
    expect(off.actor.getSnapshot().value).toBe("idle");
    const low = start({ should_prompt_notification: true });
    low.actor.send({
      ...loaded({}, [5_000_000, 1]),
      notificationPrompt: { jackpotThreshold: 5_000_000 },
    });
    await vi.advanceTimersByTimeAsync(500);
    expect(low.actor.getSnapshot().value).toBe("idle");
    const on = start({ should_prompt_notification: true });
    on.actor.send({ ...loaded(), notificationPrompt: { enabled: true, jackpotThreshold: 90_000_000 } });
    await vi.advanceTimersByTimeAsync(500);
    expect(on.actor.getSnapshot().context.prompt).toBe("notification-prompt");
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

describe("product tour start prompt (R-STATES)", () => {
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
