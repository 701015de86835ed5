import type { KeenSliderInstance } from "keen-slider/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type AutoplayControl, autoplay } from "./autoplay-plugin";

/** Just what the plugin uses of a keen-slider: its events, its container and next(). */
function fakeSlider() {
  const handlers = new Map<string, (() => void)[]>();
  const container = document.createElement("div");
  const slider = {
    container,
    next: vi.fn(),
    on: (event: string, handler: () => void) =>
      handlers.set(event, [...(handlers.get(event) ?? []), handler]),
  };
  const emit = (event: string) => {
    for (const handler of handlers.get(event) ?? []) handler();
  };
  return { slider, container, emit };
}

function start(playing: boolean) {
  const control: AutoplayControl = { playing, restart: () => {} };
  const fake = fakeSlider();
  autoplay(10_000, control)(fake.slider as unknown as KeenSliderInstance);
  fake.emit("created");
  return { control, ...fake };
}

describe("autoplay plugin", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("moves to the next slide every 10 s while playing", () => {
    const { slider, emit } = start(true);
    vi.advanceTimersByTime(9_999);
    expect(slider.next).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(slider.next).toHaveBeenCalledTimes(1);
    emit("animationEnded");
    vi.advanceTimersByTime(10_000);
    expect(slider.next).toHaveBeenCalledTimes(2);
  });

  it("does not move while paused, and starts again from a full interval on play", () => {
    const { slider, control } = start(false);
    vi.advanceTimersByTime(30_000);
    expect(slider.next).not.toHaveBeenCalled();
    control.playing = true;
    control.restart();
    vi.advanceTimersByTime(10_000);
    expect(slider.next).toHaveBeenCalledTimes(1);
    control.playing = false;
    control.restart();
    vi.advanceTimersByTime(30_000);
    expect(slider.next).toHaveBeenCalledTimes(1);
  });

  it("holds still while the pointer or keyboard focus is on the slider", () => {
    const { slider, container } = start(true);
    container.dispatchEvent(new Event("focusin"));
    vi.advanceTimersByTime(30_000);
    container.dispatchEvent(new Event("mouseover"));
    container.dispatchEvent(new Event("focusout"));
    vi.advanceTimersByTime(30_000);
    expect(slider.next).not.toHaveBeenCalled();
    container.dispatchEvent(new Event("mouseout"));
    vi.advanceTimersByTime(10_000);
    expect(slider.next).toHaveBeenCalledTimes(1);
  });

  it("stops when the slider is destroyed", () => {
    const { slider, control, emit } = start(true);
    emit("destroyed");
    control.restart();
    vi.advanceTimersByTime(30_000);
    expect(slider.next).not.toHaveBeenCalled();
  });
});
