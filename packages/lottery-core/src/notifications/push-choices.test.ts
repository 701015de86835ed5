import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PlayerNotificationKind } from "./player-notifications";
import { PUSH_CHOICE_OF_KIND, PUSH_CHOICE_TEXT, PUSH_CHOICES, pushWanted } from "./push-choices";

const KINDS = Object.keys(PUSH_CHOICE_OF_KIND) as PlayerNotificationKind[];

describe("push choices", () => {
  it("sends a kind exactly when its choice is chosen", () => {
    fc.assert(
      fc.property(fc.constantFrom(...KINDS), fc.subarray([...PUSH_CHOICES]), (kind, choices) => {
        expect(pushWanted(kind, choices)).toBe(choices.includes(PUSH_CHOICE_OF_KIND[kind]));
      }),
    );
  });

  it("sends every kind to a player who never chose, and none that has no choice", () => {
    for (const kind of KINDS) expect(pushWanted(kind, null)).toBe(true);
    fc.assert(
      fc.property(
        fc.string().filter((s) => !KINDS.includes(s as PlayerNotificationKind)),
        (kind) => !pushWanted(kind, null) && !pushWanted(kind, PUSH_CHOICES),
      ),
    );
  });

  it("words every choice and puts every kind under one", () => {
    for (const choice of PUSH_CHOICES) expect(PUSH_CHOICE_TEXT[choice]).not.toBe("");
    expect(pushWanted("won", ["results"])).toBe(false);
    expect(pushWanted("drawn", ["results"])).toBe(true);
  });
});
