import type { TourKind, TourStep } from "@lotto/core/machines";

/** A tour's popover title and its steps; each step id names its `data-tour` target (R-ENTITIES, R-STATES). */
export interface TourScript {
  title: string;
  steps: TourStep[];
}

/**
 * The three tours (R-STATES Tours). A step whose target is not on screen (a tab hidden on mobile, an
 * empty cart) shows in the middle of the page instead.
 */
export const TOURS: Record<TourKind, TourScript> = {
  product: {
    title: "Tour of Play Online",
    steps: [
      {
        id: "welcome",
        description: "Welcome to Play Online! This quick tour shows you around.",
        subText: "Use Next and Previous or the arrow keys. Escape ends the tour.",
      },
      { id: "play-tab", description: "Play: choose a game, then pick your numbers or let Quick Pick do it." },
      { id: "cart", description: "Your cart holds the tickets you are about to buy." },
      { id: "tickets-tab", description: "Tickets: every ticket you bought and what it won." },
      { id: "results-tab", description: "Results: the winning numbers and dividends of every draw." },
      { id: "wallet-tab", description: "Wallet: your balance, deposits and weekly spend limit." },
      {
        id: "menu",
        description: "The menu holds your favourites, account and help.",
        subText: "You can take this tour again from the menu at any time.",
      },
    ],
  },
  "number-picker": {
    title: "Picking your numbers",
    steps: [
      {
        id: "entry-options",
        description: "Choose how to play: a Standard or System entry, boards and draws.",
      },
      { id: "number-picker", description: "Mark your numbers here. Tap a number again to unmark it." },
      {
        id: "boards",
        description: "Each board is one game. Quick Pick fills a board for you.",
        subText: "You can also add, clear and delete boards.",
      },
      {
        id: "price-bar",
        description: "The price follows your entry. Add it to your cart when it is complete.",
      },
    ],
  },
  "shopping-cart": {
    title: "Your shopping cart",
    steps: [
      {
        id: "cart-tickets",
        description: "Every ticket in your cart with its draws and cost. Edit or remove one here.",
      },
      {
        id: "cart-summary",
        description: "The total to pay. Buy pays from your wallet within your weekly spend limit.",
      },
      { id: "cart", description: "The cart icon counts the tickets waiting in your cart." },
    ],
  },
};
