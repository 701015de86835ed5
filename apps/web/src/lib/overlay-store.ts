import { overlayMachine } from "@lotto/core/machines";
import { type Actor, createActor, type SnapshotFrom } from "xstate";

/** The app's one overlay actor (R-STATES overlay), on core's overlay machine. */
export type OverlayActor = Actor<typeof overlayMachine>;

/** The loading/success/failure overlay as the view draws it. */
export type OverlayState =
  | { kind: "closed" }
  | { kind: "loading" }
  | { kind: "success" | "failure"; message: string; title?: string };

/** Starts the overlay actor, closed; success and failure close themselves by core's timing rule. */
export function createOverlayActor(): OverlayActor {
  return createActor(overlayMachine).start();
}

/** What the view shows for an overlay snapshot. */
export function overlayView(s: SnapshotFrom<typeof overlayMachine>): OverlayState {
  if (s.matches("loading")) return { kind: "loading" };
  const kind = s.matches("success") ? "success" : s.matches("failure") ? "failure" : null;
  if (!kind) return { kind: "closed" };
  return { kind, message: s.context.message, ...(s.context.title ? { title: s.context.title } : {}) };
}
