import { HttpError } from "../http/http-error";

/** What a player short of money is told, for a payment or a ticket of a purchase. */
export const INSUFFICIENT_FUNDS_TEXT = "You do not have enough funds in your wallet. Please make a deposit.";

/** The balance would go below zero (R-SERVER Money). */
export class InsufficientFundsError extends HttpError {
  constructor() {
    super(422, "INSUFFICIENT_FUNDS", INSUFFICIENT_FUNDS_TEXT);
  }
}

/** Self-excluded or closed players cannot purchase or deposit (R-ROLES). */
export class PlayerCannotPlayError extends HttpError {
  constructor() {
    super(
      403,
      "PLAYER_SELF_EXCLUDED",
      "Your account is self-excluded. Purchases and deposits are unavailable.",
    );
  }
}
