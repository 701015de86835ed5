import { SELF_EXCLUDED_CODE } from "@lotto/api";
import { HTTP_ERROR_TEXT, INSUFFICIENT_FUNDS_TEXT } from "@lotto/core";
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
    super(403, SELF_EXCLUDED_CODE, "Your account is self-excluded. Purchases and deposits are unavailable.");
  }
}

/** The player has no wallet row (a programming or data error: every player gets one at sign-up). */
export class WalletNotFoundError extends HttpError {
  constructor() {
    super(404, "WALLET_NOT_FOUND", HTTP_ERROR_TEXT.notFound);
  }
}
