import { afterEach, beforeEach, expect, type MockInstance, vi } from "vitest";

// A story that logs a console error fails: a player's browser would show it broken.
let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error");
});
afterEach(() => {
  const calls = consoleError.mock.calls.map((args) => args.map(String).join(" "));
  consoleError.mockRestore();
  expect(calls, "console errors while the story ran").toEqual([]);
});
