/**
 * Online status (R-STATES): going offline shows the offline screen; coming back online reloads the
 * page after 1 s. The reload is an injected action.
 */
import { setup } from "xstate";

/** Wait after coming back online before reloading, in ms (R-STATES). */
export const ONLINE_RELOAD_DELAY_MS = 1000;

/** Events of the connectivity machine, from the browser's online/offline events (R-STATES Online status). */
export type ConnectivityEvent = { type: "CONNECTIVITY.OFFLINE" } | { type: "CONNECTIVITY.ONLINE" };

/** Whether the browser is online when the app starts (R-STATES Online status). */
export interface ConnectivityInput {
  online: boolean;
}

/** The connectivity machine (R-STATES); tag `offline-screen` while the offline screen shows. */
export const connectivityMachine = setup({
  types: {
    events: {} as ConnectivityEvent,
    input: {} as ConnectivityInput,
    context: {} as ConnectivityInput,
    tags: {} as "offline-screen",
  },
  actions: {
    reload: () => {
      throw new Error("connectivity machine: reload not provided");
    },
  },
  guards: { startsOnline: ({ context }) => context.online },
  delays: { reloadDelay: ONLINE_RELOAD_DELAY_MS },
}).createMachine({
  id: "connectivity",
  context: ({ input }) => ({ online: input.online }),
  initial: "starting",
  states: {
    starting: { always: [{ guard: "startsOnline", target: "online" }, { target: "offline" }] },
    online: { on: { "CONNECTIVITY.OFFLINE": "offline" } },
    offline: { tags: ["offline-screen"], on: { "CONNECTIVITY.ONLINE": "reconnecting" } },
    // The offline screen stays up for the second before the reload, so nothing half-loaded shows.
    reconnecting: {
      tags: ["offline-screen"],
      on: { "CONNECTIVITY.OFFLINE": "offline" },
      after: { reloadDelay: { target: "reloading", actions: "reload" } },
    },
    reloading: { type: "final" },
  },
});
