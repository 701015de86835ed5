import type { PlayerNotificationKind } from "./player-notifications";

/**
 * What a player may choose to be sent as a push (to a closed browser or the app): each notification
 * kind belongs to one choice, so a new kind only names its choice here (docs/decisions.md "Push").
 */
export const PUSH_CHOICES = ["results", "wins", "jackpots", "autoplay"] as const;

/** One of {@link PUSH_CHOICES}, in the order the account lists them. */
export type PushChoice = (typeof PUSH_CHOICES)[number];

/** The choice each notification kind is sent under. */
export const PUSH_CHOICE_OF_KIND: Readonly<Record<PlayerNotificationKind, PushChoice>> = {
  drawn: "results",
  won: "wins",
  jackpot: "jackpots",
  "autoplay-bought": "autoplay",
  "autoplay-skipped": "autoplay",
};

/** The account's words for each choice. */
export const PUSH_CHOICE_TEXT: Readonly<Record<PushChoice, string>> = {
  results: "Draw results for games I have tickets in",
  wins: "Wins",
  jackpots: "Jackpot alerts",
  autoplay: "Autoplay purchases and skips",
};

/** The push's title, the body being the notification's own line (`notificationText`). */
export const PUSH_TITLE = "Play Online";

/**
 * Whether a notification of `kind` is pushed to a player who chose `choices` (null: never chose, so
 * every choice is on). An unknown kind is never pushed.
 */
export function pushWanted(kind: string, choices: readonly PushChoice[] | null): boolean {
  const choice = (PUSH_CHOICE_OF_KIND as Record<string, PushChoice | undefined>)[kind];
  return choice !== undefined && (choices ?? PUSH_CHOICES).includes(choice);
}
