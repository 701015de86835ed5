/**
 * `@lotto/core/machines`: the XState machines and the pure helpers the app takes from them (game entry
 * coupon, special draws, purchase status). Only what another package imports is exported.
 */

export type { AppShellInput } from "./app-shell.machine";
export { appShellMachine } from "./app-shell.machine";
export { cartMachine } from "./cart.machine";
export { connectivityMachine } from "./connectivity.machine";
export { addToCartBlocker, boardAfterPick, ENTRY_READINESS_TEXT } from "./entry-readiness";
export { gameEntryMachine } from "./game-entry.machine";
export type { AddOnGame } from "./game-entry-add-on";
export { addOnSizes } from "./game-entry-add-on";
export { entryCoupon, isBoardComplete } from "./game-entry-rules";
export { offeredSpecialDraw } from "./game-entry-special-event";
export { loginViewMachine } from "./login-view.machine";
export { overlayMachine } from "./overlay.machine";
export type { PaymentPurpose, PaymentRequest } from "./payment.machine";
export { paymentMachine } from "./payment.machine";
export type { PromptsUser } from "./prompts.machine";
export { promptsMachine } from "./prompts.machine";
export type { PurchaseSubmission } from "./purchase.machine";
export { purchaseMachine } from "./purchase.machine";
export type { PurchaseStatusResponse } from "./purchase-status";
export type { SessionCheck } from "./session.machine";
export { sessionMachine } from "./session.machine";
export type { SignUpStep, VerificationStatus } from "./sign-up.machine";
export { signUpMachine } from "./sign-up.machine";
export type { TourKind, TourStep } from "./tour.machine";
export { tourMachine } from "./tour.machine";
