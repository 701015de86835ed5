import { type TourKind, tourMachine } from "@lotto/core/machines";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useRef } from "react";
import { TOURS } from "./tour-steps";

/** What a tour's end does besides closing (R-STATES: the product tour goes home with its end info). */
export interface TourEffects {
  goHome(): void;
  showEndInfo(): void;
  openFeedbackFooter(): void;
}

/** Where a running tour stands, with its senders. */
export interface TourView {
  /** The step index while its popover shows, else null. */
  showing: number | null;
  done: boolean;
  next(): void;
  previous(): void;
  end(): void;
}

/** Runs one tour on core's tour machine: started on mount, arrows and Escape sent as `TOUR.KEY`. */
export function useTour(kind: TourKind, effects: TourEffects): TourView {
  const ref = useRef(effects);
  ref.current = effects;
  const actor = useActorRef(
    tourMachine.provide({
      actions: {
        goHome: () => ref.current.goHome(),
        showEndInfo: () => ref.current.showEndInfo(),
        openFeedbackFooter: () => ref.current.openFeedbackFooter(),
      },
    }),
    { input: { tour: kind, steps: TOURS[kind].steps } },
  );
  const showing = useSelector(actor, (s) => (s.hasTag("popover") ? s.context.index : null));
  const done = useSelector(actor, (s) => s.status === "done");
  useEffect(() => {
    actor.send({ type: "TOUR.START" });
    const onKey = (e: KeyboardEvent) => {
      if (!["ArrowLeft", "ArrowRight", "Escape"].includes(e.key)) return;
      e.preventDefault();
      actor.send({ type: "TOUR.KEY", key: e.key });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [actor]);
  return {
    showing,
    done,
    next: () => actor.send({ type: "TOUR.NEXT" }),
    previous: () => actor.send({ type: "TOUR.PREVIOUS" }),
    end: () => actor.send({ type: "TOUR.END" }),
  };
}
