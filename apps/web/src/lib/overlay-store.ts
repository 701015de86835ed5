import { createExternalStore, type ExternalStore } from "./external-store";

/** The loading/success/failure overlay of spec §4: closed, or open with one kind of content. */
export type OverlayState =
  | { kind: "closed" }
  | { kind: "loading" }
  | { kind: "success" | "failure"; message: string; title?: string };

/** Creates the overlay store, closed. */
export function createOverlayStore(): ExternalStore<OverlayState> {
  return createExternalStore<OverlayState>({ kind: "closed" });
}
