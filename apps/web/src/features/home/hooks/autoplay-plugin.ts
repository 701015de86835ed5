import type { KeenSliderPlugin } from "keen-slider/react";

/** What the plugin reads on each tick; the hook keeps it current. */
export interface AutoplayControl {
  playing: boolean;
  restart(): void;
}

/**
 * Autoplay plugin: moves to the next slide every `intervalMs` while `control.playing`, holding still
 * while the pointer or keyboard focus is on the slider or a slide is dragged (the keen-slider autoplay
 * recipe; R-HOME: promo and results autoplay 10 s).
 */
export function autoplay(intervalMs: number, control: AutoplayControl): KeenSliderPlugin {
  return (slider) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let held = { pointer: false, focus: false };
    const clear = () => clearTimeout(timer);
    const next = () => {
      clear();
      if (!control.playing || held.pointer || held.focus) return;
      timer = setTimeout(() => slider.next(), intervalMs);
    };
    const hold = (what: keyof typeof held, on: boolean) => () => {
      held = { ...held, [what]: on };
      next();
    };
    control.restart = next;
    slider.on("created", () => {
      slider.container.addEventListener("mouseover", hold("pointer", true));
      slider.container.addEventListener("mouseout", hold("pointer", false));
      slider.container.addEventListener("focusin", hold("focus", true));
      slider.container.addEventListener("focusout", hold("focus", false));
      next();
    });
    slider.on("dragStarted", clear);
    slider.on("animationEnded", next);
    slider.on("updated", next);
    slider.on("destroyed", () => {
      clear();
      control.restart = () => {};
    });
  };
}
