import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GAMES } from "../games/catalogue";
import { nextPrompt, type PromptScene, type PromptUser } from "./prompt-order";
import { arePromptsSkipped, type PromptPlace } from "./prompt-skip";
import { shouldPromptTour } from "./tour-prompt";

const settled: PromptUser = {
  should_prompt_password_change: false,
  terms_and_conditions_accepted: true,
  privacy_policy_accepted: true,
  should_prompt_notification: false,
};
// Powerball's and OZ Lotto's jackpots, the two games whose definitions hold the prompt back.
const home: PromptScene = { pathname: "/", jackpots: [20_000_000, 59_999_999] };

describe("prompt order (R-STATES)", () => {
  it("goes password-reminder, terms-and-conditions, notification-prompt, none", () => {
    const all = {
      ...settled,
      should_prompt_password_change: true,
      terms_and_conditions_accepted: false,
      should_prompt_notification: true,
    };
    expect(nextPrompt(all, home)).toBe("password-reminder");
    expect(nextPrompt({ ...all, should_prompt_password_change: false }, home)).toBe("terms-and-conditions");
    expect(nextPrompt({ ...settled, privacy_policy_accepted: false }, home)).toBe("terms-and-conditions");
    expect(nextPrompt({ ...settled, should_prompt_notification: true }, home)).toBe("notification-prompt");
    expect(nextPrompt(settled, home)).toBeNull();
  });

  it("shows the notification prompt only on / with both jackpots under 60,000,000", () => {
    expect(
      GAMES.filter((g) => g.holdsNotificationPrompt)
        .map((g) => g.slug)
        .sort(),
    ).toEqual(["oz-lotto", "powerball"]);
    const due = { ...settled, should_prompt_notification: true };
    expect(nextPrompt(due, { ...home, jackpots: [20_000_000, 60_000_000] })).toBeNull();
    expect(nextPrompt(due, { ...home, jackpots: [60_000_000, 1] })).toBeNull();
    expect(nextPrompt(due, { ...home, jackpots: [null, 1] })).toBeNull();
    expect(nextPrompt(due, { ...home, pathname: "/results" })).toBeNull();
  });

  it("never prompts for notifications when a jackpot reaches the threshold", () => {
    fc.assert(
      fc.property(fc.nat(200_000_000), fc.nat(200_000_000), (pb, oz) => {
        const shown = nextPrompt(
          { ...settled, should_prompt_notification: true },
          { pathname: "/", jackpots: [pb, oz] },
        );
        expect(shown === "notification-prompt").toBe(pb < 60_000_000 && oz < 60_000_000);
      }),
    );
  });
});

describe("notification prompt from remote config (R-ENTITIES notificationPrompt)", () => {
  const due = { ...settled, should_prompt_notification: true };
  it("is off when enabled is false, whatever the jackpots", () => {
    expect(nextPrompt(due, { ...home, notificationPrompt: { enabled: false } })).toBeNull();
    expect(nextPrompt(due, { ...home, notificationPrompt: { enabled: true } })).toBe("notification-prompt");
  });

  it("uses jackpotThreshold when given, else the spec's 60,000,000", () => {
    const scene = { ...home, jackpots: [30_000_000, 30_000_000] };
    expect(nextPrompt(due, { ...scene, notificationPrompt: { jackpotThreshold: 30_000_000 } })).toBeNull();
    expect(nextPrompt(due, { ...scene, notificationPrompt: { jackpotThreshold: 30_000_001 } })).toBe(
      "notification-prompt",
    );
    expect(nextPrompt(due, { ...scene, notificationPrompt: {} })).toBe("notification-prompt");
  });

  it("prompts exactly when both jackpots are under the threshold", () => {
    const jackpot = fc.integer({ min: 0, max: 200_000_000 });
    fc.assert(
      fc.property(jackpot, jackpot, jackpot, (pb, oz, threshold) => {
        const scene = { pathname: "/", jackpots: [pb, oz] };
        const shown = nextPrompt(due, { ...scene, notificationPrompt: { jackpotThreshold: threshold } });
        expect(shown === "notification-prompt").toBe(pb < threshold && oz < threshold);
      }),
    );
  });
});

describe("prompt skip rules (R-STATES, R-ROLES)", () => {
  const at = (pathname: string, extra: Partial<PromptPlace> = {}): PromptPlace => ({
    pathname,
    search: "",
    loggedIn: true,
    returnedHome: false,
    pendingAccountSetup: false,
    ...extra,
  });

  it("skips account pages except the wallet's payment details tab", () => {
    for (const p of ["/account", "/wallet", "/tickets", "/favourites"])
      expect(arePromptsSkipped(at(p))).toBe(true);
    expect(arePromptsSkipped(at("/wallet", { search: "?tab=1" }))).toBe(false);
    expect(arePromptsSkipped(at("/wallet", { search: "tab=0&x" }))).toBe(true);
    expect(arePromptsSkipped(at("/"))).toBe(false);
    expect(arePromptsSkipped(at("/results"))).toBe(false);
  });

  it("skips /games when logged out, after returning to / and with setup pending", () => {
    expect(arePromptsSkipped(at("/games/powerball", { loggedIn: false }))).toBe(true);
    expect(arePromptsSkipped(at("/games/powerball"))).toBe(false);
    expect(arePromptsSkipped(at("/", { returnedHome: true }))).toBe(true);
    expect(arePromptsSkipped(at("/", { pendingAccountSetup: true }))).toBe(true);
  });
});

describe("tour start prompt (R-STATES)", () => {
  it("opens on / for a player not yet prompted with setup complete", () => {
    const input = { pathname: "/", product_tour_prompted: false, pending_account_setup: false };
    expect(shouldPromptTour(input)).toBe(true);
    expect(shouldPromptTour({ ...input, pathname: "/cart" })).toBe(false);
    expect(shouldPromptTour({ ...input, product_tour_prompted: true })).toBe(false);
    expect(shouldPromptTour({ ...input, pending_account_setup: true })).toBe(false);
  });
});
