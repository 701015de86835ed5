import { INSUFFICIENT_FUNDS_TEXT } from "@lotto/core";
import { HttpError } from "../http/http-error";

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
