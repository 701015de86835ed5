/**
 * The shopping cart (R-STATES Cart, R-ENTITIES Cart state): loaded per player on login, saved on every change,
 * expired tickets moved aside when /cart opens, spending-limit warning, purchase status and the logout
 * confirmation. A visitor's tickets are kept in memory and merged into the saved cart at login
 * (`mergeCarts`, docs/decisions.md#cart-merge). Storage, analytics and logout are injected with
 * `cartMachine.provide(...)`.
 */
import { assign, enqueueActions, fromPromise, setup } from "xstate";
import type { UpcomingDrawNumbers } from "../cart/cart-expiry";
import { splitExpiredTickets } from "../cart/cart-expiry";
import { mergeCarts } from "../cart/cart-merge";
import { cartStorageKey, parseCart, serializeCart } from "../cart/cart-storage";
import { cartTotal } from "../cart/cart-totals";
import { isOverSpendingLimit } from "../cart/spend-limit";
import type { CartTicket, Cents } from "../model/entities";

/** Cart state of R-ENTITIES, plus the player it belongs to and the remaining limit it is judged against. */
export interface CartContext {
  playerId: string | null;
  tickets: CartTicket[];
  expiredTickets: CartTicket[];
  totalPrice: Cents;
  spendingLimitWarning: boolean;
  /** `online_remaining_spend_limit`; null until the limits are known. */
  remainingSpendLimit: Cents | null;
  status: "purchasing" | "purchased" | null;
  /** The ticket being edited on its game page. */
  currentTicket: CartTicket | null;
  /** Where the player was before opening /cart. */
  previousPath: string | null;
  animateCartBadge: boolean;
  /** The upcoming draws known at login, which the visitor's and saved tickets are checked against. */
  upcomingAtLogin: UpcomingDrawNumbers;
}

/** Events the cart accepts (R-STATES Cart; R-MACHINES). */
export type CartEvent =
  | { type: "CART.LOGIN"; playerId: string; upcoming?: UpcomingDrawNumbers }
  | { type: "CART.LOGOUT" }
  | { type: "CART.LOGOUT_CONFIRM" }
  | { type: "CART.LOGOUT_CANCEL" }
  | { type: "CART.ADD"; ticket: CartTicket }
  | { type: "CART.EDIT"; ticketId: string }
  | { type: "CART.UPDATE"; ticket: CartTicket }
  | { type: "CART.REMOVE"; ticketId: string }
  | { type: "CART.BADGE_ANIMATED" }
  | { type: "CART.OPEN"; upcoming: UpcomingDrawNumbers; previousPath: string }
  | { type: "CART.LEAVE" }
  | { type: "CART.LIMITS"; remainingSpendLimit: Cents }
  | { type: "CART.PURCHASING" }
  | { type: "CART.PURCHASED" }
  | { type: "CART.PURCHASE_FAILED" };

const EMPTY: CartContext = {
  playerId: null,
  tickets: [],
  expiredTickets: [],
  totalPrice: 0,
  spendingLimitWarning: false,
  remainingSpendLimit: null,
  status: null,
  currentTicket: null,
  previousPath: null,
  animateCartBadge: false,
  upcomingAtLogin: {},
};

// Total and warning always follow the tickets and limit, so they are derived in one place.
const derive = (tickets: CartTicket[], remaining: Cents | null) => {
  const totalPrice = cartTotal(tickets);
  return { tickets, totalPrice, spendingLimitWarning: isOverSpendingLimit(totalPrice, remaining) };
};

// Every change is written under the player's key (R-STATES Cart); only states with a player save.
const persist = {
  type: "saveCart",
  params: ({ context }: { context: CartContext }) => ({
    key: cartStorageKey(context.playerId!),
    value: serializeCart(context.tickets),
  }),
} as const;

const notProvided = (name: string): never => {
  throw new Error(`cart machine: ${name} not provided`);
};

/**
 * The cart machine (R-STATES Cart, R-ENTITIES Cart state, R-ERRORS cart over limit; R-MACHINES): loads per player, saves on
 * every change, moves expired tickets aside on /cart. Provide `loadCart`, `saveCart`, `reportCorruptCart`,
 * `trackExpiredTickets`, `logout`.
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
  },
  actors: {
    /** Reads the raw stored cart of a storage key (null when nothing is stored). */
    loadCart: fromPromise<string | null, { key: string }>(async () => {
      throw new Error("cart machine: loadCart not provided");
    }),
  },
  actions: {
    /** Writes the serialised cart under its `{playerId}_cart` key. */
    saveCart: (_, _params: { key: string; value: string }) => notProvided("saveCart"),
    reportCorruptCart: (_, _params: { reason: string }) => notProvided("reportCorruptCart"),
    /** The cart-expiry analytics event (R-CALLS analytics). */
    trackExpiredTickets: (_, _params: { tickets: CartTicket[] }) => notProvided("trackExpiredTickets"),
    /** Lets the app log the player out (after confirmation when the cart has tickets). */
    logout: () => notProvided("logout"),
    setTickets: assign((_, params: { tickets: CartTicket[] }) => ({ tickets: params.tickets })),
    addTicket: assign(({ context }, params: { ticket: CartTicket }) => ({
      tickets: [...context.tickets, params.ticket],
      animateCartBadge: true,
      // A new ticket starts a new purchase: the last one's status no longer applies.
      status: null,
    })),
    recompute: assign(({ context }) => derive(context.tickets, context.remainingSpendLimit)),
  },
  guards: {
    hasTickets: ({ context }) => context.tickets.length > 0,
  },
}).createMachine({
  id: "cart",
  context: EMPTY,
  initial: "loggedOut",
  states: {
    loggedOut: {
      // Logging out leaves nothing of the player's cart for the next visitor.
      entry: assign(() => EMPTY),
      on: {
        "CART.LOGIN": {
          target: "loading",
          actions: assign({
            playerId: ({ event }) => event.playerId,
            upcomingAtLogin: ({ event }) => event.upcoming ?? {},
          }),
        },
        // A visitor's cart: kept in memory (there is no player key to save under) until login merges it.
        "CART.ADD": { actions: [{ type: "addTicket", params: ({ event }) => event }, "recompute"] },
        "CART.BADGE_ANIMATED": { actions: assign({ animateCartBadge: false }) },
      },
    },
    loading: {
      on: {
        // Added while the saved cart loads: merged with the visitor's tickets, saved once loaded.
        "CART.ADD": { actions: [{ type: "addTicket", params: ({ event }) => event }, "recompute"] },
        "CART.BADGE_ANIMATED": { actions: assign({ animateCartBadge: false }) },
      },
      invoke: {
        id: "loadCart",
        src: "loadCart",
        input: ({ context }) => ({ key: cartStorageKey(context.playerId ?? "") }),
        onDone: {
          target: "active",
          actions: enqueueActions(({ context, event, enqueue }) => {
            const parsed = parseCart(event.output);
            const merged = mergeCarts(parsed.tickets, context.tickets, context.upcomingAtLogin);
            enqueue({ type: "setTickets", params: { tickets: merged.tickets } });
            enqueue.assign({ expiredTickets: merged.expired });
            enqueue("recompute");
            // A corrupt cart is reported and replaced by an empty one (plus the visitor's), never a crash (R-CORE).
            if (!parsed.ok) enqueue({ type: "reportCorruptCart", params: { reason: parsed.reason } });
            if (merged.expired.length > 0)
              enqueue({ type: "trackExpiredTickets", params: { tickets: merged.expired } });
            const changed = !parsed.ok || context.tickets.length > 0 || merged.expired.length > 0;
            if (changed) enqueue(persist);
          }),
        },
        onError: {
          target: "active",
          // Unreadable storage: the visitor's tickets stay, checked like any; the next change saves them.
          actions: enqueueActions(({ context, enqueue }) => {
            enqueue({ type: "reportCorruptCart", params: { reason: "storage unreadable" } });
            const merged = mergeCarts([], context.tickets, context.upcomingAtLogin);
            enqueue({ type: "setTickets", params: { tickets: merged.tickets } });
            enqueue.assign({ expiredTickets: merged.expired });
            enqueue("recompute");
            if (merged.expired.length > 0)
              enqueue({ type: "trackExpiredTickets", params: { tickets: merged.expired } });
          }),
        },
      },
    },
    active: {
      initial: "closed",
      states: {
        closed: {
          on: {
            "CART.OPEN": {
              target: "open",
              actions: enqueueActions(({ context, event, enqueue }) => {
                const { active, expired } = splitExpiredTickets(context.tickets, event.upcoming);
                // Tickets that expired at login are shown with these the first time /cart opens.
                enqueue.assign({
                  previousPath: event.previousPath,
                  expiredTickets: [...context.expiredTickets, ...expired],
                });
                if (expired.length === 0) return;
                enqueue({ type: "setTickets", params: { tickets: active } });
                enqueue("recompute");
                enqueue(persist);
                enqueue({ type: "trackExpiredTickets", params: { tickets: expired } });
              }),
            },
          },
        },
        open: {
          on: { "CART.LEAVE": { target: "closed", actions: assign({ expiredTickets: [] }) } },
        },
        history: { type: "history" },
      },
      on: {
        "CART.ADD": { actions: [{ type: "addTicket", params: ({ event }) => event }, "recompute", persist] },
        "CART.EDIT": {
          actions: assign({
            currentTicket: ({ context, event }) =>
              context.tickets.find((t) => t.id === event.ticketId) ?? null,
          }),
        },
        "CART.UPDATE": {
          actions: [
            assign(({ context, event }) => ({
              tickets: context.tickets.map((t) => (t.id === event.ticket.id ? event.ticket : t)),
              currentTicket: null,
            })),
            "recompute",
            persist,
          ],
        },
        "CART.REMOVE": {
          actions: [
            assign(({ context, event }) => ({
              tickets: context.tickets.filter((t) => t.id !== event.ticketId),
              currentTicket: context.currentTicket?.id === event.ticketId ? null : context.currentTicket,
            })),
            "recompute",
            persist,
          ],
        },
        "CART.BADGE_ANIMATED": { actions: assign({ animateCartBadge: false }) },
        "CART.LIMITS": {
          actions: [assign({ remainingSpendLimit: ({ event }) => event.remainingSpendLimit }), "recompute"],
        },
        "CART.PURCHASING": { actions: assign({ status: "purchasing" }) },
        "CART.PURCHASED": {
          actions: [
            { type: "setTickets", params: { tickets: [] } },
            assign({ status: "purchased", currentTicket: null }),
            "recompute",
            persist,
          ],
        },
        "CART.PURCHASE_FAILED": { actions: assign({ status: null }) },
        "CART.LOGOUT": [
          { guard: "hasTickets", target: "confirmingLogout" },
          { target: "loggedOut", actions: "logout" },
        ],
      },
    },
    confirmingLogout: {
      tags: ["dialog"],
      on: {
        "CART.LOGOUT_CONFIRM": { target: "loggedOut", actions: "logout" },
        "CART.LOGOUT_CANCEL": { target: "active.history" },
      },
    },
  },
});
