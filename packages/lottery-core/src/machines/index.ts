/**
 * The XState machines of spec §4 and the pure helpers the app takes from them (game entry coupon,
 * special draws, purchase status). Re-exported whole by the package index.
 */

export type {
  AppShellContext,
  AppShellEvent,
  AppShellInput,
  ShellConfig,
} from "./app-shell.machine";
export { appShellMachine } from "./app-shell.machine";
export type { CartContext, CartEvent } from "./cart.machine";
export { cartMachine } from "./cart.machine";
export type { ConnectivityEvent, ConnectivityInput } from "./connectivity.machine";
export { connectivityMachine, ONLINE_RELOAD_DELAY_MS } from "./connectivity.machine";
export type {
  FavouriteRef,
  GameEntryContext,
  GameEntryEvent,
  SlikpikOption,
} from "./game-entry.machine";
export { gameEntryMachine } from "./game-entry.machine";
export { entryCoupon, isBoardComplete } from "./game-entry-rules";
export type { GameSpecialDraw } from "./game-entry-special-draw";
export type {
  OfferedSpecialDraw,
  SpecialEvent,
  SpecialEventInputs,
  UpcomingDraw,
} from "./game-entry-special-event";
export { offeredSpecialDraw } from "./game-entry-special-event";
export { loginViewMachine } from "./login-view.machine";
export type { OverlayContent, OverlayContext, OverlayEvent } from "./overlay.machine";
export { overlayMachine } from "./overlay.machine";
export type {
  PaymentContext,
  PaymentEvent,
  PaymentInput,
  PaymentPurpose,
  PaymentRequest,
} from "./payment.machine";
export { paymentMachine } from "./payment.machine";
export type { PromptsContext, PromptsEvent, PromptsPage, PromptsUser } from "./prompts.machine";
export { promptsMachine } from "./prompts.machine";
export type { PurchaseContext, PurchaseEvent, PurchaseSubmission } from "./purchase.machine";
export { purchaseMachine } from "./purchase.machine";
export type {
  PurchaseGroupStatus,
  PurchaseStatusResponse,
  PurchaseStatusTicket,
} from "./purchase-status";
export { failedPurchaseTickets, isPurchaseSettled, PURCHASE_POLL_MS } from "./purchase-status";
export type { LogoutReason, SessionCheck, SessionContext, SessionEvent } from "./session.machine";
export { sessionMachine } from "./session.machine";
export type { SignUpContext, SignUpEvent, SignUpStep, VerificationStatus } from "./sign-up.machine";
export { signUpMachine } from "./sign-up.machine";
export type { TourContext, TourEvent, TourInput, TourKind, TourStep } from "./tour.machine";
export { tourMachine } from "./tour.machine";
