import { HttpError } from "../http/http-error";

/** The balance would go below zero (issue 4 Money). */
export class InsufficientFundsError extends HttpError {
  constructor() {
    super(422, "INSUFFICIENT_FUNDS", "You do not have enough funds in your wallet. Please make a deposit.");
  }
}

/** The purchase would pass the weekly spend limit (spec §8 cart over limit). */
export class SpendLimitExceededError extends HttpError {
  constructor() {
    super(422, "SPEND_LIMIT_EXCEEDED", "You have reached your spending limit. Please review your cart.");
  }
}

/** Self-excluded or closed players cannot purchase or deposit (spec §6). */
export class PlayerCannotPlayError extends HttpError {
  constructor() {
    super(
      403,
      "PLAYER_SELF_EXCLUDED",
      "Your account is self-excluded. Purchases and deposits are unavailable.",
    );
  }
}
