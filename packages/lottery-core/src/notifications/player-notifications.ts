import type { AutoplaySkipReason } from "../autoplay/autoplay-decision";
import { AUTOPLAY_SKIP_TEXT } from "../autoplay/autoplay-texts";
import { gameById } from "../games/lookup";
import type { Cents, GameId } from "../model/entities";

/**
 * What a player is told about: a draw of theirs was drawn and none of their tickets won in it (`drawn`),
 * they won in it (`won`: never both for one draw), a jackpot passed their alert, their autoplays bought a
 * draw (`autoplay-bought`) or skipped it (`autoplay-skipped`).
 */
export type PlayerNotificationKind = "drawn" | "won" | "jackpot" | "autoplay-bought" | "autoplay-skipped";

/** Every kind, for the contract and the database's check. */
export const PLAYER_NOTIFICATION_KINDS: readonly PlayerNotificationKind[] = [
  "drawn",
  "won",
  "jackpot",
  "autoplay-bought",
  "autoplay-skipped",
];

/**
 * The facts a notification is written from: `amount` is the win, the jackpot or what the autoplays paid,
 * in cents; `reason` why an autoplay skipped the draw.
 */
export interface PlayerNotificationFacts {
  kind: PlayerNotificationKind;
  gameId: GameId;
  drawNumber: number;
  amount: Cents | null;
  reason?: AutoplaySkipReason | null;
}

/** The jackpot alert thresholds a player may choose on the account's notifications tab (cents). */
export const JACKPOT_ALERT_THRESHOLDS: readonly Cents[] = [
  1_000_000_000, 2_000_000_000, 3_000_000_000, 5_000_000_000, 10_000_000_000,
];

const dollars = new Intl.NumberFormat("en-AU", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });
const tenths = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 1 });

/** A win to the cent: 21410 → "$214.10". */
export function winAmountText(amount: Cents): string {
  return `$${dollars.format(amount / 100)}`;
}

/** A jackpot in words: 10,000,000,000 → "$100 million", 250,000,000 → "$2.5 million", below → "$500,000". */
export function jackpotAmountText(amount: Cents): string {
  const millions = Math.floor(amount / 10_000_000) / 10;
  return millions >= 1 ? `$${tenths.format(millions)} million` : `$${whole.format(Math.floor(amount / 100))}`;
}

/**
 * The line a notification shows, what happened to the player: "No win this time on Saturday Lotto draw
 * 4640", "You won $214.10 on Powerball draw 1594", "Powerball jackpot is now $100 million".
 */
export function notificationText(facts: PlayerNotificationFacts): string {
  const game = gameById(facts.gameId);
  switch (facts.kind) {
    case "drawn":
      return `No win this time on ${game.name} draw ${facts.drawNumber}`;
    case "won":
      return `You won ${winAmountText(facts.amount ?? 0)} on ${game.name} draw ${facts.drawNumber}`;
    case "jackpot":
      return `${game.name} jackpot is now ${jackpotAmountText(facts.amount ?? 0)}`;
    case "autoplay-bought":
      return `Autoplay bought ${game.name} draw ${facts.drawNumber} for ${winAmountText(facts.amount ?? 0)}`;
    case "autoplay-skipped":
      return `Autoplay skipped ${game.name} draw ${facts.drawNumber}: ${AUTOPLAY_SKIP_TEXT[facts.reason ?? "account"]}`;
  }
}

/** A jackpot alert is due when the player chose a threshold and the new jackpot reaches it. */
export function jackpotAlertDue(jackpot: Cents, threshold: Cents | null): boolean {
  return threshold !== null && jackpot > 0 && jackpot >= threshold;
}

/** The celebration of a win: its greeting, and the words of its buttons (open the ticket, put it away). */
export const WIN_CELEBRATION_TEXT = {
  greeting: "Congratulations!",
  viewTicket: "View ticket",
  dismiss: "Dismiss",
} as const;

/**
 * What happens to a win next (docs/api.md "Play": small wins are credited at settlement, larger ones wait
 * for a claim the operator pays): `claim` is the part of `amount` waiting for one, in cents.
 */
export function winNextStepText(amount: Cents, claim: Cents): string {
  const claimLine = "we'll contact you to arrange your claim, then pay it into your wallet.";
  if (claim <= 0) return "It has been paid into your wallet.";
  if (claim >= amount) return `A win this size is paid once claimed: ${claimLine}`;
  return `${winAmountText(amount - claim)} has been paid into your wallet. The other ${winAmountText(claim)} is paid once claimed: ${claimLine}`;
}
