import type { KeenSliderInstance } from "keen-slider";
import { useEffect, useRef, useState } from "react";
import { useAfterFirstPaint } from "@/hooks/use-after-first-paint";
import { useReducedMotion } from "@/hooks/use-reduced-motion";
import { type AutoplayControl, autoplay } from "./autoplay-plugin";

/** A keen-slider ref and its autoplay, which the player can pause and play (WCAG 2.2.2). */
export interface AutoplaySlider {
  ref: (node: HTMLDivElement | null) => void;
  /** More than one slide: there is something to play, so the pause/play control shows. */
  canPlay: boolean;
  playing: boolean;
  toggle(): void;
  /** Moves one slide back or on, as a swipe does, and restarts the autoplay's wait. */
  previous(): void;
  next(): void;
}

/**
 * A keen-slider that loops and autoplays when there is more than one slide, unless the player paused
 * it or asks the system for reduced motion; either way the player's own Play starts it.
 */
export function useAutoplaySlider(slideCount: number, intervalMs: number): AutoplaySlider {
  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<"system" | "playing" | "paused">("system");
  const canPlay = slideCount > 1;
  const playing = canPlay && (choice === "system" ? !reducedMotion : choice === "playing");
  const control = useRef<AutoplayControl>({ playing, restart: () => {} }).current;
  control.playing = playing;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of `playing` starts or stops the timer.
  useEffect(() => control.restart(), [control, playing]);
  // keen-slider measures and lays out every slide when it starts: left to the browser's first idle
  // moment, that work is its own short task instead of part of the page's first render (total
  // blocking time), and its module (14 KB) is imported then, not evaluated before the page responds
  // (apps/web/scripts/bundle-budget.mjs). Until then the slider's CSS shows the first slide, as the
  // prerendered page does; a module that cannot load leaves it so.
  const instance = useRef<KeenSliderInstance | null>(null);
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const ready = useAfterFirstPaint();
  useEffect(() => {
    if (!node) return;
    if (!ready) {
      inertOffscreen({ slides: Array.from(node.children) as HTMLElement[], track: {} });
      return;
    }
    let stopped = false;
    import("keen-slider")
      .then(({ default: KeenSlider }) => {
        if (stopped) return;
        instance.current = new KeenSlider(
          node,
          {
            loop: canPlay,
            slides: { perView: 1 },
            // Reduced motion: a swipe still moves the slides, without the glide.
            defaultAnimation: { duration: reducedMotion ? 0 : 500 },
            created: inertOffscreen,
            slideChanged: inertOffscreen,
            updated: inertOffscreen,
          },
          [autoplay(intervalMs, control)],
        );
      })
      .catch(() => {});
    return () => {
      stopped = true;
      instance.current?.destroy();
      instance.current = null;
    };
  }, [node, ready, canPlay, reducedMotion, intervalMs, control]);
  return {
    ref: setNode,
    canPlay,
    playing,
    toggle: () => setChoice(playing ? "paused" : "playing"),
    previous: () => instance.current?.prev(),
    next: () => instance.current?.next(),
  };
}

/**
 * Only the slide in view takes focus and speaks: Tab never lands on a button the player cannot see
 * (WCAG 2.4.11), and the previous and next controls reach the others.
 */
export function inertOffscreen(slider: {
  slides: readonly HTMLElement[];
  track: Partial<Pick<KeenSliderInstance["track"], "details">>;
}): void {
  const current = slider.track.details?.rel ?? 0;
  slider.slides.forEach((slide, i) => {
    slide.inert = i !== current;
  });
}
