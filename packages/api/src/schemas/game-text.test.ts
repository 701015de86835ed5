import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { parseGameText, RemoteConfigSchema } from "./service";

// A minimal valid config (the required keys of R-ENTITIES).
const defaults = {
  requestCallbackEnabled: true,
  feedbackFooterEnabled: true,
  feedbackResponseEnabled: true,
  purchasedGrantMessage: "",
  promoSliderInfo: [],
  outageMessage: "",
  gameText: {},
  systemAlerts: [],
  gameDescription: {},
  shoppingCartQuickListEnabled: false,
  notificationPrompt: {},
  specialEvents: [],
  removePlayNowButtonFromHeroWeighting: 0,
  minimumAppVersion: "1.0.0",
  recommendedAppVersion: "1.0.0",
  geoBlockingBypassPin: "",
};

describe("remote config gameText (R-ENTITIES Remote config)", () => {
  it("keeps non-empty string texts and drops malformed entries alone", () => {
    expect(
      parseGameText({ "5132": "Jackpot rollover this week!", "5130": 7, "5127": "", "5303": null }),
    ).toEqual({
      "5132": "Jackpot rollover this week!",
    });
    expect(parseGameText(undefined)).toEqual({});
  });

  it("a bad gameText entry does not fail the whole config", () => {
    const parsed = v.safeParse(RemoteConfigSchema, {
      ...defaults,
      gameText: { "5132": "Hi", "5130": { x: 1 } },
    });
    expect(parsed.success).toBe(true);
    if (parsed.success) expect(parsed.output.gameText).toEqual({ "5132": "Hi" });
  });

  it("every kept value is a non-empty string that was in the input", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.constant(null))),
        (input) => {
          const out = parseGameText(input);
          for (const [key, text] of Object.entries(out)) {
            expect(typeof text).toBe("string");
            expect(text.trim()).not.toBe("");
            expect(input[key]).toBe(text);
          }
        },
      ),
    );
  });
});
