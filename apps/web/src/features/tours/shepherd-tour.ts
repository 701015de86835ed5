import Shepherd, { type Tour } from "shepherd.js";
import type { TourScript } from "./tour-steps";

/** What the popover's buttons do; the tour machine decides what follows. */
export interface TourButtons {
  next(): void;
  previous(): void;
  end(): void;
}

/** A shown step's target: the first visible `[data-tour]` element, or none (the popover centres). */
function target(id: string): HTMLElement | undefined {
  const all = document.querySelectorAll<HTMLElement>(`[data-tour="${id}"]`);
  return [...all].find((el) => el.getClientRects().length > 0);
}

function stepText(description: string, subText: string | undefined, position: string): HTMLElement {
  const body = document.createElement("div");
  for (const [text, className] of [
    [description, "tour-description"],
    [subText, "tour-subtext"],
    [position, "tour-position"],
  ] as const) {
    if (!text) continue;
    const p = document.createElement("p");
    p.className = className;
    p.textContent = text;
    body.append(p);
  }
  return body;
}

/**
 * shepherd.js as a view of the tour machine: it only draws the popover of the step the machine shows.
 * Its own keyboard handling is off; the machine owns the arrows and Escape (R-STATES Tours).
 */
export function createShepherdView(script: TourScript, buttons: TourButtons) {
  let tour: Tour | null = null;
  const close = () => {
    if (tour?.isActive()) tour.complete();
    tour = null;
  };
  return {
    show(index: number) {
      const step = script.steps[index];
      if (!step) return;
      close();
      const last = index === script.steps.length - 1;
      const element = target(step.id);
      tour = new Shepherd.Tour({
        useModalOverlay: true,
        keyboardNavigation: false,
        exitOnEsc: false,
        defaultStepOptions: { classes: "play-online-tour", scrollTo: { block: "center" } },
      });
      tour.addStep({
        id: step.id,
        title: script.title,
        text: stepText(step.description, step.subText, `Step ${index + 1} of ${script.steps.length}`),
        ...(element ? { attachTo: { element, on: "bottom" as const } } : {}),
        buttons: [
          ...(index > 0
            ? [{ text: "Previous", classes: "shepherd-button-secondary", action: buttons.previous }]
            : []),
          { text: "End Tour", classes: "shepherd-button-secondary", action: buttons.end },
          { text: last ? "Finish" : "Next", action: buttons.next },
        ],
      });
      void tour.start();
    },
    close,
  };
}
