import { describe, expect, it } from "vitest";
import { accountTabOf } from "./account-tabs";
import { spendLimitView } from "./spend-limit";

describe("spendLimitView", () => {
  const base = {
    online_remaining_spend_limit: 3000,
    online_player_set_maximum_spend_limit: null,
    online_system_set_maximum_spend_limit: 100_000,
    pending_player_set_maximum_spend_limit: null,
    pending_effective_at: null,
  };
  it("uses the system maximum until the player sets one, which then wins", () => {
    expect(spendLimitView(base)).toEqual({ maximum: 100_000, remaining: 3000, pending: null });
    expect(spendLimitView({ ...base, online_player_set_maximum_spend_limit: 5000 }).maximum).toBe(5000);
  });
  it("shows a raise waiting for its date as pending", () => {
    const view = spendLimitView({
      ...base,
      pending_player_set_maximum_spend_limit: 9000,
      pending_effective_at: "2026-11-30T00:00:00Z",
    });
    expect(view.pending).toEqual({ amount: 9000, from: "2026-11-30T00:00:00Z" });
  });
});

describe("accountTabOf", () => {
  it("opens the named tab, and the first for missing or unknown values", () => {
    expect(accountTabOf("2")).toBe(2);
    expect(accountTabOf(null)).toBe(0);
    expect(accountTabOf("9")).toBe(0);
    expect(accountTabOf("x")).toBe(0);
  });
});
