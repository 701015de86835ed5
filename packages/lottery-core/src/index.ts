/**
 * @lotto/core: every rule of the Play Online shop, pure and typed.
 * Exports are grouped by module; effects (clock, random, storage, API) are parameters.
 */

// cart (core-play)
export type { UpcomingDrawNumbers } from "./cart/cart-expiry";
export { isTicketExpired, splitExpiredTickets } from "./cart/cart-expiry";
export type { CartSnapshotLike, CartView } from "./cart/cart-selectors";
export {
  selectCartCount,
  selectCartTotal,
  selectExpiredCount,
  selectSpendingLimitWarning,
} from "./cart/cart-selectors";
export type { ParsedCart } from "./cart/cart-storage";
export { cartStorageKey, parseCart, serializeCart } from "./cart/cart-storage";
export { isCartTicket } from "./cart/cart-ticket-guard";
export { cartTotal } from "./cart/cart-totals";
export type { UserLimits } from "./cart/spend-limit";
export {
  CART_OVER_LIMIT_TEXT,
  isOverSpendingLimit,
  maximumSpendLimit,
  shownSpendLimit,
} from "./cart/spend-limit";
export { topUpAmount } from "./cart/top-up";
// divisions (core-games)
export { cash3Wins, super66Wins } from "./divisions/digit-wins";
export type { EntryResult, LineResult } from "./divisions/evaluate-entry";
export { evaluateEntry } from "./divisions/evaluate-entry";
export { expandSystemWins } from "./divisions/expand-system";
export { lottoDivision } from "./divisions/lotto-division";
export type { DivisionWins } from "./divisions/lotto-wins";
export { lottoBoardWins, winsByHits } from "./divisions/lotto-wins";
export type { CoveredGame, SystemCoverage } from "./divisions/system-explorer";
export { coverSystem } from "./divisions/system-explorer";
export { systemGames } from "./divisions/system-games";
// draws (core-games)
export {
  commitment,
  deriveDrawNumbers,
  drawStream,
  newDrawSeed,
} from "./draws/derive-draw";
export { sha256, toHex } from "./draws/sha256";
export type { DrawVerification, PublishedDraw } from "./draws/verify-draw";
export { verifyDraw } from "./draws/verify-draw";
export type { AlertSeverity, AlertType } from "./errors/alert-messages";
export { ALERT_MESSAGES, alertMessage, SESSION_EXPIRED_REDIRECT } from "./errors/alert-messages";
export { APP_TEXT, LOGIN_VIEW_TITLE, PASSWORD_TEXT } from "./errors/app-texts";
// core-app (errors, timing, validation, platform, prompts, play history, app machines): Biome sorts
// exports by path across the whole file, so these lines sit among the others in path order.
export type { ErrorCode } from "./errors/error-codes";
export { ERROR_CODE, errorCodeOf } from "./errors/error-codes";
// errors
export type { ErrorBody } from "./errors/http-errors";
export { HTTP_ERROR_TEXT, httpErrorMessage } from "./errors/http-errors";
export type { LoginFailureOutcome } from "./errors/login-errors";
export { LOGIN_ERROR_CODE, LOGIN_TEXT, loginFailureLines, loginFailureOutcome } from "./errors/login-errors";
export type { ResetPasswordErrorBody } from "./errors/password-errors";
export { resetPasswordErrorMessage } from "./errors/password-errors";
export type { PaymentMethod } from "./errors/payment-errors";
export { paymentErrorMessage } from "./errors/payment-errors";
export { PRICE_BUCKETS, type PriceBucket } from "./favourites/price-buckets";
export type { PriceRange } from "./favourites/price-filter";
export { matchesPriceFilter, priceFilterRange } from "./favourites/price-filter";
// games (core-games)
export { binomial } from "./games/binomial";
export { GAMES } from "./games/catalogue";
export type {
  DivisionDefinition,
  DivisionRule,
  GameDefinition,
  IsoWeekday,
} from "./games/game-definition";
export type { GameDescriptionText } from "./games/game-descriptions";
export { GAME_DESCRIPTIONS, gameDescriptionText } from "./games/game-descriptions";
export { gameById, gameBySlug, gameColour, isGameId } from "./games/lookup";
// home (web-play): promo slider and card texts (spec §2 Home)
export { cardJackpotText, SET_FOR_LIFE_CARD_TEXT } from "./home/card-jackpot-text";
export * from "./home/division-one";
export type { PromoSlideInfo } from "./home/promo-slides";
export { PROMO_GAME_IDS, promoSlides } from "./home/promo-slides";
// machines (core-play, core-app): every XState machine and its pure helpers (machines/index.ts)
export * from "./machines/index";
// model
export type {
  Board,
  CartTicket,
  Cents,
  Coupon,
  DrawNumbers,
  EntryOptions,
  GameDataGroup,
  GameId,
  GameStatus,
  PricingInformation,
  PricingOption,
  PurchaseConfig,
} from "./model/entities";
// notifications (notify): what a player is told when a draw is settled
export type { PlayerNotificationFacts, PlayerNotificationKind } from "./notifications/player-notifications";
export {
  JACKPOT_ALERT_THRESHOLDS,
  jackpotAlertDue,
  jackpotAmountText,
  notificationText,
  winAmountText,
} from "./notifications/player-notifications";
// odds (core-games)
export type { BoardOutcome } from "./odds/board-outcomes";
export { cash3Outcomes, lottoBoardOutcomes, super66Outcomes } from "./odds/board-outcomes";
export { divisionChances } from "./odds/division-odds";
export type { EntryInsights, LastDraw } from "./odds/entry-insights";
export { entryInsights } from "./odds/entry-insights";
export type { EntryOdds } from "./odds/entry-odds";
export { entryOdds, oneIn } from "./odds/entry-odds";
export type { BoardPrize, DividendTable, EntryPrize } from "./odds/entry-prize";
export { dividendTable, entryPrize } from "./odds/entry-prize";
export type { AbVariant } from "./platform/ab-variant";
export { abVariant, fnv1a32 } from "./platform/ab-variant";
export type {
  AppDetails,
  AppPlatform,
  AppUpdateDecision,
  AppVersion,
  AppWrapperFlags,
} from "./platform/app-version";
export { appUpdateDecision, compareAppVersions, detectApp, parseAppVersion } from "./platform/app-version";
export { isBrowserCompatible } from "./platform/compatibility";
export type { GeoBlockInput } from "./platform/geo-block";
export { GEO_PIN_LOGO_TAPS, isGeoBlocked } from "./platform/geo-block";
export { showsMaintenance } from "./platform/maintenance";
export { isAppOpenPath } from "./platform/open-paths";
export type { SystemAlert, SystemAlertSeverity } from "./platform/system-alerts";
export { systemAlertsFor } from "./platform/system-alerts";
export type { PlayHistoryFilters } from "./play-history/play-history-filters";
export { DEFAULT_PLAY_HISTORY_FILTERS, playHistoryQuery } from "./play-history/play-history-filters";
export type { PlayHistoryStatusCode, PlayHistoryStatusName } from "./play-history/play-history-status";
export {
  isWinningStatus,
  PLAY_HISTORY_STATUS,
  playHistoryStatusLabel,
} from "./play-history/play-history-status";
// pricing (core-games)
export type { Cash3PlayType, Cash3Stake, Cash3StakeCode } from "./pricing/cash3";
export {
  cash3BoardUnits,
  DEFAULT_STAKE,
  isCash3PlayType,
  skipsPriceRecompute,
  stakeFromCode,
  stakeToCode,
} from "./pricing/cash3";
export * from "./pricing/cash3-choices";
export { couponOption, couponPrice } from "./pricing/coupon-price";
export { validateCoupon } from "./pricing/coupon-validation";
export {
  advancePlayDrawCount,
  defaultSlikpikOption,
  multiDrawCounts,
} from "./pricing/draw-options";
export type { AvailableEntryOptions } from "./pricing/entry-options";
export {
  availableEntryOptions,
  defaultEntryOptions,
  entryPrice,
  pricedOption,
  recomputeEntryOptions,
} from "./pricing/entry-options";
export type { HomeQuickPick } from "./pricing/home-quick-picks";
export { homeQuickPicks } from "./pricing/home-quick-picks";
export type { PricingTableInput } from "./pricing/pricing-table";
export { buildPricingInformation, gamesPerBoard } from "./pricing/pricing-table";
export { effectiveSystem, parseSystemKey, systemKey, systemLabel } from "./pricing/system-key";
export type { FeedbackMoment, FeedbackPromptInput } from "./prompts/feedback-prompt";
export { shouldAskForFeedback } from "./prompts/feedback-prompt";
export type { NotificationPromptSettings, PromptKind, PromptScene, PromptUser } from "./prompts/prompt-order";
export { NOTIFICATION_JACKPOT_THRESHOLD, nextPrompt } from "./prompts/prompt-order";
export type { PromptPlace } from "./prompts/prompt-skip";
export { arePromptsSkipped } from "./prompts/prompt-skip";
export type { TourPromptInput } from "./prompts/tour-prompt";
export {
  HOME_USER_CHECK_DELAY_MS,
  shouldPromptTour,
  TOUR_POPOVER_DELAY_MS,
  TOUR_PROMPT_DELAY_MS,
} from "./prompts/tour-prompt";
// quick-pick (core-games)
export { addBoard, deleteBoard, emptyBoard } from "./quick-pick/boards";
export type { QuickPickOptions } from "./quick-pick/quick-pick";
export { quickPickBoard } from "./quick-pick/quick-pick";
export type { Rng } from "./quick-pick/rng";
export { cryptoRng, randomInt, seededRng } from "./quick-pick/rng";
// schedule (core-games)
export type { DrawSlot } from "./schedule/draw-calendar";
export { drawByNumber, drawOnDay, epochDay, isDrawDay, PERTH } from "./schedule/draw-calendar";
export {
  advanceDrawNumber,
  consecutiveDraws,
  drawsBefore,
  extraDrawSlot,
  followingDraw,
  nextDraw,
  upcomingDraws,
} from "./schedule/next-draw";
// special-draws (core-games)
export type { MillionaireMedleyPlayType, SpecialDrawContext } from "./special-draws/special-draw";
export {
  isMillionaireMedleyPlayType,
  isSpecialDrawApplicable,
  MM_PLAY_TYPES,
  mmSpecialDrawAdvance,
  purchaseConfigDay,
} from "./special-draws/special-draw";
export type { ChunkReloadDecision } from "./timing/chunk-reload";
export {
  CHUNK_RELOAD_DELAY_MS,
  CHUNK_RELOAD_MAX,
  CHUNK_RELOAD_WINDOW_MS,
  chunkReloadDecision,
} from "./timing/chunk-reload";
export { parseStoredInstant } from "./timing/instant";
export {
  OVERLAY_MAX_CLOSE_MS,
  OVERLAY_SHORT_CLOSE_MS,
  overlayAutoCloseMs,
  SUCCESS_DIALOG_CLOSE_MS,
} from "./timing/overlay-timing";
export { paymentFailureWaitSeconds } from "./timing/payment-wait";
export {
  QUERY_MAX_RETRIES,
  QUERY_MAX_RETRY_DELAY_MS,
  queryRetryDelayMs,
  shouldRetryQuery,
} from "./timing/query-retry";
export type { SessionPhase } from "./timing/session-timing";
export {
  SESSION_SECONDS,
  SESSION_STALE_SECONDS,
  SESSION_WARNING_SECONDS,
  sessionMsLeft,
  sessionPhase,
} from "./timing/session-timing";
export {
  cardDefaultFlag,
  DEFAULT_MINIMUM_DEPOSIT,
  isDepositAllowed,
  minimumDepositCents,
} from "./validation/deposit";
export type { FieldErrors, WelcomeEmailStep } from "./validation/email";
export { EMAIL_TEXT, isValidEmail, validateLoginForm, welcomeEmailStep } from "./validation/email";
export type { DateOfBirthResult } from "./validation/forgot-password";
export {
  FORGOT_PASSWORD_TEXT,
  parseDateOfBirth,
  resetSentEmail,
  securityAnswerError,
  validateForgotPassword,
} from "./validation/forgot-password";
export { isGeoPinValid } from "./validation/geo-pin";
export type {
  CredentialCheck,
  ForgotPasswordForm,
  LoginPage,
  LoginView,
  LoginViewContext,
  LoginViewEvent,
  LoginViewInput,
} from "./validation/login-flow";
export {
  forgotPasswordErrors,
  initialLoginViewContext,
  loginFailureOf,
  loginViewForPage,
  viewAfterCheckEvent,
  viewAfterCredentialCheck,
  wireDateOfBirth,
} from "./validation/login-flow";
export type { PasswordCheck } from "./validation/password";
export {
  isValidPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIALS,
  passwordProblems,
} from "./validation/password";
export type { DepositMinimumInput } from "./wallet/deposit-rules";
export {
  belowMinimumDepositText,
  DEPOSIT_MINIMUM_TEST,
  DOLLARS_AMOUNT_TEXT,
  depositMinimumFor,
  parseDollars,
} from "./wallet/deposit-rules";
export { externalFailureText, waitSecondsLeft } from "./wallet/payment-countdown";
export type { SavedCardFlags } from "./wallet/saved-cards";
export { orderSavedCards, preferredCardId } from "./wallet/saved-cards";
export type {
  MonthlyStatement,
  StatementEntry,
  TransactionFacts,
  TransactionGamePart,
  TransactionType,
} from "./wallet/transactions";
export {
  CLAIM_REFERENCE_PREFIX,
  describeTransaction,
  drawsText,
  monthlyStatement,
  TRANSACTION_TYPE_LABEL,
  TRANSACTION_TYPES,
  transactionTypeOf,
} from "./wallet/transactions";
export type { SpendWeek, StatementMonth } from "./wallet/wallet-periods";
export {
  dateRangeWindow,
  isStatementMonth,
  lastSpendWeeks,
  monthWindow,
  perthDateOf,
  perthMonthOf,
  statementMonths,
  weeklySpend,
} from "./wallet/wallet-periods";
export type { BankAccountCheck, BankAccountInput, WithdrawalProblem } from "./wallet/withdrawal-rules";
export {
  ACCOUNT_NAME_MAX,
  BANK_ACCOUNT_TEXT,
  checkBankAccount,
  formatBsb,
  maskAccountNumber,
  normaliseAccountName,
  normaliseAccountNumber,
  normaliseBsb,
  WITHDRAWAL_MINIMUM,
  WITHDRAWAL_TEXT,
  withdrawableBalance,
  withdrawalProblem,
  withdrawalProblemText,
} from "./wallet/withdrawal-rules";
