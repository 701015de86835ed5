import type { KeenSliderPlugin } from "keen-slider/react";
import { useKeenSlider } from "keen-slider/react";

/**
 * Autoplay plugin: moves to the next slide every `intervalMs`, pausing while hovered or dragged
 * (the keen-slider autoplay recipe; spec §2 Home: promo and results autoplay 10 s).
 */
function autoplay(intervalMs: number): KeenSliderPlugin {
  return (slider) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hovered = false;
    const clear = () => clearTimeout(timer);
    const next = () => {
      clear();
      if (hovered) return;
      timer = setTimeout(() => slider.next(), intervalMs);
    };
    slider.on("created", () => {
      slider.container.addEventListener("mouseover", () => {
        hovered = true;
        clear();
      });
      slider.container.addEventListener("mouseout", () => {
        hovered = false;
        next();
      });
      next();
    });
    slider.on("dragStarted", clear);
    slider.on("animationEnded", next);
    slider.on("updated", next);
    slider.on("destroyed", clear);
  };
}

/** A keen-slider ref that autoplays and loops when there is more than one slide. */
export function useAutoplaySlider(slideCount: number, intervalMs: number) {
  const [ref] = useKeenSlider<HTMLDivElement>({ loop: slideCount > 1, slides: { perView: 1 } }, [
    autoplay(intervalMs),
  ]);
  return ref;
}
