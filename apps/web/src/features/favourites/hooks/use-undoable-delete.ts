import { useCallback, useEffect, useRef, useState } from "react";

/** How long a player has to undo a delete before it reaches the server. */
export const UNDO_DELETE_MS = 6000;

/** A delete the player may still undo. */
export interface PendingDelete {
  id: number;
  name: string;
}

/**
 * Deleting with undo (docs/decisions.md): the row goes at once, but the delete is only sent once the
 * undo time runs out, another delete starts, or the page is left. Time pauses while the player is on
 * the undo toast, so reading it or reaching for Undo never runs it out.
 */
export function useUndoableDelete(commit: (id: number) => void, ms = UNDO_DELETE_MS) {
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const pendingRef = useRef<PendingDelete | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  const set = useCallback((next: PendingDelete | null) => {
    clearTimeout(timer.current);
    pendingRef.current = next;
    setPending(next);
  }, []);
  const flush = useCallback(() => {
    const due = pendingRef.current;
    set(null);
    if (due) commitRef.current(due.id);
  }, [set]);
  const resume = useCallback(() => {
    clearTimeout(timer.current);
    if (pendingRef.current) timer.current = setTimeout(flush, ms);
  }, [flush, ms]);

  const start = useCallback(
    (next: PendingDelete) => {
      flush();
      set(next);
      resume();
    },
    [flush, set, resume],
  );
  const undo = useCallback(() => set(null), [set]);
  const pause = useCallback(() => clearTimeout(timer.current), []);

  // Leaving the page is not an undo: the delete the player asked for still happens.
  useEffect(() => flush, [flush]);

  return { pending, start, undo, pause, resume };
}
