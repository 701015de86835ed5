import { overlayMachine } from "@lotto/core/machines";
import { createActorContext } from "@xstate/react";
import type { SnapshotFrom } from "xstate";

/**
 * The app's one loading/success/failure overlay (R-STATES overlay) on core's overlay machine, hosted by
 * React for the whole tree; success and failure close themselves by core's timing rule.
 */
export const OverlayContext = createActorContext(overlayMachine);

/** The loading/success/failure overlay as the view draws it. */
export type OverlayState =
  | { kind: "closed" }
  | { kind: "loading" }
  | { kind: "success" | "failure"; message: string; title?: string };

/** What the view shows for an overlay snapshot. */
export function overlayView(s: SnapshotFrom<typeof overlayMachine>): OverlayState {
  if (s.matches("loading")) return { kind: "loading" };
  const kind = s.matches("success") ? "success" : s.matches("failure") ? "failure" : null;
  if (!kind) return { kind: "closed" };
  return { kind, message: s.context.message, ...(s.context.title ? { title: s.context.title } : {}) };
}
