/**
 * What a player is told about an autoplay (docs/decisions.md "Autoplay"): why a due autoplay was skipped
 * for a draw, and the limits of a set-up. Written once here; the server records the reason code and the
 * web and the notifications show these words.
 */
import type { Cents } from "../model/entities";
import { INSUFFICIENT_FUNDS_TEXT } from "../purchase/purchase-decision";
import type { AutoplaySkipReason } from "./autoplay-decision";

/** The most autoplays a player may keep that are not cancelled. */
export const AUTOPLAYS_LIMIT = 20;

/** The most draws an autoplay may be set up for (else it plays until cancelled). */
export const AUTOPLAY_MAX_DRAWS = 100;

/** The jackpot a trigger may wait for, in cents: from $1 million to $1,000 million. */
export const AUTOPLAY_THRESHOLD_RANGE: { min: Cents; max: Cents } = {
  min: 100_000_000,
  max: 100_000_000_000,
};

/** The sentence a skip shows, by its reason. */
export const AUTOPLAY_SKIP_TEXT: Record<AutoplaySkipReason, string> = {
  "sales-closed": "Sales had closed for this draw before the autoplay could buy it.",
  limit: "Buying it would have gone over your weekly spend limit.",
  funds: INSUFFICIENT_FUNDS_TEXT,
  account: "Your account cannot play at the moment (self-excluded, suspended or closed).",
  entry: "The entry is no longer valid for this draw. Please edit the autoplay.",
};

/** Errors of the autoplay calls. */
export const AUTOPLAY_ERROR_TEXT = {
  limitReached: `You can keep at most ${AUTOPLAYS_LIMIT} autoplays. Cancel one to set up another.`,
  oneDrawAtATime: "An autoplay buys one draw at a time: choose 1 draw and no advance draws.",
  noAddOn: "An autoplay plays its own game only: remove the add-on game to set it up.",
  cancelled: "This autoplay has been cancelled and can no longer be changed.",
  noJackpot: "This game has no jackpot: choose to play every draw.",
  otherGame: "An autoplay keeps its game: set up a new autoplay for another game.",
  noDay: "This game has no one-day play for that day.",
  notOnSale: "This game has no draw on sale right now. Please try again later.",
  notPriced: "This entry is not priced for the next draw.",
} as const;
