import { describe, expect, it } from "vitest";
import { notificationPromptSettings } from "../use-prompts";

describe("remote config notificationPrompt → core settings (R-ENTITIES)", () => {
  it("keeps a boolean enabled and a non-negative threshold", () => {
    expect(notificationPromptSettings({ enabled: false, jackpotThreshold: 40_000_000 })).toEqual({
      enabled: false,
      jackpotThreshold: 40_000_000,
    });
  });

  it("drops malformed values so the spec's 60,000,000 rule applies", () => {
    expect(notificationPromptSettings({ enabled: "no", jackpotThreshold: -1 })).toEqual({});
    expect(notificationPromptSettings({ jackpotThreshold: "60000000" })).toEqual({});
    expect(notificationPromptSettings(undefined)).toEqual({});
  });
});
