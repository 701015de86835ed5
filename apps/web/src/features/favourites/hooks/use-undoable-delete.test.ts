import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UNDO_DELETE_MS, useUndoableDelete } from "./use-undoable-delete";

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

const setup = () => {
  const commit = vi.fn();
  const hook = renderHook(() => useUndoableDelete(commit));
  return { commit, hook };
};

describe("useUndoableDelete", () => {
  it("sends the delete once the undo time runs out, not before", () => {
    const { commit, hook } = setup();
    act(() => hook.result.current.start({ id: 7, name: "Birthdays" }));
    expect(hook.result.current.pending).toEqual({ id: 7, name: "Birthdays" });
    act(() => void vi.advanceTimersByTime(UNDO_DELETE_MS - 1));
    expect(commit).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledExactlyOnceWith(7);
    expect(hook.result.current.pending).toBeNull();
  });

  it("undo sends nothing, ever", () => {
    const { commit, hook } = setup();
    act(() => hook.result.current.start({ id: 7, name: "Birthdays" }));
    act(() => hook.result.current.undo());
    act(() => void vi.advanceTimersByTime(UNDO_DELETE_MS * 3));
    hook.unmount();
    expect(commit).not.toHaveBeenCalled();
  });

  it("holds time while the player is on the toast and gives the full time back after", () => {
    const { commit, hook } = setup();
    act(() => hook.result.current.start({ id: 7, name: "Birthdays" }));
    act(() => hook.result.current.pause());
    act(() => void vi.advanceTimersByTime(UNDO_DELETE_MS * 5));
    expect(commit).not.toHaveBeenCalled();
    act(() => hook.result.current.resume());
    act(() => void vi.advanceTimersByTime(UNDO_DELETE_MS - 1));
    expect(commit).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledExactlyOnceWith(7);
  });

  it("a new delete sends the one before at once; leaving the page sends the last", () => {
    const { commit, hook } = setup();
    act(() => hook.result.current.start({ id: 7, name: "Birthdays" }));
    act(() => hook.result.current.start({ id: 8, name: "Lucky 7" }));
    expect(commit.mock.calls).toEqual([[7]]);
    hook.unmount();
    expect(commit.mock.calls).toEqual([[7], [8]]);
    act(() => void vi.advanceTimersByTime(UNDO_DELETE_MS * 2));
    expect(commit).toHaveBeenCalledTimes(2);
  });
});
