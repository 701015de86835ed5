import { describe, expect, it } from "vitest";
import { clickTarget, PUSH_ICON, pushDisplay } from "./push-display";

const notification = {
  id: 42,
  kind: "won",
  game_id: 5132,
  draw_number: 1594,
  amount: 21_410,
  ticket_id: "T-1",
  claim_amount: 0,
  text: "You won $214.10 on Powerball draw 1594",
  created_at: "2026-11-28T12:00:00Z",
  read: false,
};

describe("pushes the service worker shows", () => {
  it("shows the notification's line under the push's title, and opens its ticket", () => {
    expect(pushDisplay(JSON.stringify({ title: "Play Online", notification }))).toEqual({
      title: "Play Online",
      options: {
        body: "You won $214.10 on Powerball draw 1594",
        tag: "notification-42",
        icon: PUSH_ICON,
        data: { url: "/tickets?ticket=T-1&draw=1594" },
      },
    });
  });

  it("shows nothing for a push that is not the shop's", () => {
    for (const text of [
      null,
      undefined,
      "",
      "hello",
      "{}",
      JSON.stringify({ title: "x", notification: { id: "1" } }),
    ])
      expect(pushDisplay(text)).toBeNull();
  });

  it("opens only pages of its own origin", () => {
    const origin = "https://shop.example";
    expect(clickTarget({ url: "/tickets?ticket=T-1" }, origin)).toBe(`${origin}/tickets?ticket=T-1`);
    expect(clickTarget({ url: "https://evil.example/x" }, origin)).toBe(`${origin}/`);
    expect(clickTarget({ url: "//evil.example/x" }, origin)).toBe(`${origin}/`);
    expect(clickTarget(null, origin)).toBe(`${origin}/`);
  });
});
