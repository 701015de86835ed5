import { describe, expect, it } from "vitest";
import { inertOffscreen } from "./use-autoplay-slider";

type Slider = Parameters<typeof inertOffscreen>[0];

const sliderAt = (rel: number | undefined, count: number) => ({
  slides: Array.from({ length: count }, () => document.createElement("div")),
  track: { details: rel === undefined ? null : { rel } } as unknown as Slider["track"],
});

describe("inertOffscreen", () => {
  it("leaves only the slide in view reachable", () => {
    const slider = sliderAt(1, 3);
    inertOffscreen(slider);
    expect(slider.slides.map((s) => s.inert)).toEqual([true, false, true]);
  });

  it("follows the slider when it moves on", () => {
    const slider = sliderAt(0, 2);
    inertOffscreen(slider);
    slider.track.details = { rel: 1 } as never;
    inertOffscreen(slider);
    expect(slider.slides.map((s) => s.inert)).toEqual([true, false]);
  });

  it("treats a slider without measured details as on its first slide", () => {
    const slider = sliderAt(undefined, 2);
    inertOffscreen(slider);
    expect(slider.slides.map((s) => s.inert)).toEqual([false, true]);
  });
});
