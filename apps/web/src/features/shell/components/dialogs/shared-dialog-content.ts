import { CART_OVER_LIMIT_TEXT } from "@lotto/core";

/** The shared dialogs of R-SCREENS, by name; each opens under the hash `#{name}-dialog`. */
export const SHARED_DIALOGS = [
  "password-reminder",
  "terms-and-conditions",
  "spending-limit",
  "deposit-limit",
  "favourites-limit",
  "tour-start-info",
  "tour-end-info",
  "notification-prompt",
  "shopping-cart-spend-limit-info",
  "shopping-cart-logout",
] as const;

/** A shared dialog's name. */
export type SharedDialogName = (typeof SHARED_DIALOGS)[number];

/** What a shared dialog says and offers: a primary action, and a secondary one when it is a choice. */
export interface SharedDialogContent {
  title: string;
  body: string;
  primary: string;
  secondary?: string;
}

/** Titles and texts; the spec names the dialogs but does not quote their words, so these are ours. */
export const DIALOG_CONTENT: Record<SharedDialogName, SharedDialogContent> = {
  "password-reminder": {
    title: "Time to update your password",
    body: "It has been a while since you changed your password. Keep your account safe by choosing a new one.",
    primary: "Change password",
    secondary: "Remind me later",
  },
  "terms-and-conditions": {
    title: "Terms and conditions",
    body: "We have updated our terms and conditions and privacy policy. Please read and accept them to keep playing.",
    primary: "Accept",
  },
  "spending-limit": {
    title: "Weekly spend limit",
    body: "Your weekly spend limit is the most you can spend on tickets each week. The lesser of your balance and remaining limit is shown as available to spend.",
    primary: "OK",
  },
  "deposit-limit": {
    title: "Deposit limit",
    body: "Each deposit, and what you deposit in a day, has a maximum; your wallet shows how much you can deposit now. You can also set your own daily, weekly or monthly deposit limit in your account: a lower limit applies straight away, a higher one after 7 days.",
    primary: "Set my deposit limit",
    secondary: "Close",
  },
  "favourites-limit": {
    title: "Favourites limit reached",
    body: "You have saved the most favourites allowed. Remove one before saving another.",
    primary: "OK",
  },
  "tour-start-info": {
    title: "Welcome to Play Online",
    body: "Take a quick tour to see how to pick your numbers, fill your cart and check your tickets.",
    primary: "Start tour",
    secondary: "Not now",
  },
  "tour-end-info": {
    title: "That's the tour!",
    body: "You can take the tour again at any time from the menu. Good luck!",
    primary: "Start playing",
  },
  "notification-prompt": {
    title: "Never miss a jackpot",
    body: "Turn on notifications to hear about big jackpots and your results.",
    primary: "Turn on notifications",
    secondary: "No thanks",
  },
  "shopping-cart-spend-limit-info": {
    title: "Spend limit",
    body: CART_OVER_LIMIT_TEXT,
    primary: "Review cart",
  },
  "shopping-cart-logout": {
    title: "Log out?",
    body: "You have tickets in your cart. They will be kept for your next visit, but they are not bought yet.",
    primary: "Log out",
    secondary: "Stay logged in",
  },
};
