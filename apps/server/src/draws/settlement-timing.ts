/**
 * How long each settlement took, told to whoever listens on that database (the metrics plugin's
 * histogram, docs/operations.md "Metrics"); the draw engine stays free of any metrics library.
 */
import type { Db } from "../db";

type Listener = (seconds: number) => void;

const listeners = new WeakMap<object, Set<Listener>>();

/** Calls `listener` with each settlement's seconds on `db`; returns the way to stop. */
export function onSettlementTimed(db: Db, listener: Listener): () => void {
  const set = listeners.get(db) ?? new Set<Listener>();
  listeners.set(db, set);
  set.add(listener);
  return () => void set.delete(listener);
}

/** Tells the listeners of `db` that a settlement took `seconds`. */
export function settlementTimed(db: Db, seconds: number): void {
  for (const listener of listeners.get(db) ?? []) listener(seconds);
}
