import type { TourKind } from "@lotto/core/machines";
import { useEffect, useRef, useState } from "react";
import { createShepherdView } from "./shepherd-tour";
import { TOURS } from "./tour-steps";
import { TourStyle } from "./tour-style";
import { type TourEffects, useTour } from "./use-tour";

/** Props of {@link TourRunner}. */
export interface TourRunnerProps extends TourEffects {
  kind: TourKind;
  /** The tour is over (finished or ended). */
  onDone(): void;
}

/** Runs a tour with shepherd.js popovers (R-STATES Tours); a lazy chunk, loaded when a tour starts. */
export default function TourRunner({ kind, onDone, ...effects }: TourRunnerProps) {
  const tour = useTour(kind, effects);
  const senders = useRef(tour);
  senders.current = tour;
  const doneRef = useRef(onDone);
  doneRef.current = onDone;
  const [view] = useState(() =>
    createShepherdView(TOURS[kind], {
      next: () => senders.current.next(),
      previous: () => senders.current.previous(),
      end: () => senders.current.end(),
    }),
  );
  useEffect(() => {
    if (tour.showing === null) view.close();
    else view.show(tour.showing);
  }, [tour.showing, view]);
  useEffect(() => {
    if (tour.done) doneRef.current();
  }, [tour.done]);
  useEffect(() => () => view.close(), [view]);
  return <TourStyle />;
}
