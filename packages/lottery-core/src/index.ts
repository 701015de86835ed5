/**
 * @lotto/core: the rules of the Play Online shop, pure and typed. The XState machines are the
 * `@lotto/core/machines` entry (machines/index.ts). Only what another package imports is exported;
 * everything else stays internal. Exports are sorted by path, so the folder names the rule area.
 */

export {
  type AutoplayDrawFacts,
  type AutoplayOutcome,
  type AutoplayPlan,
  type AutoplayPlayerFacts,
  type AutoplaySkipReason,
  type AutoplayTrigger,
  autoplayWeeklyMaximum,
  decideAutoplays,
  isAutoplayDue,
} from "./autoplay/autoplay-decision";
export {
  AUTOPLAY_ERROR_TEXT,
  AUTOPLAY_MAX_DRAWS,
  AUTOPLAY_SKIP_TEXT,
  AUTOPLAY_THRESHOLD_RANGE,
  AUTOPLAYS_LIMIT,
} from "./autoplay/autoplay-texts";
export { selectCartCount, selectCartTotal, selectSpendingLimitWarning } from "./cart/cart-selectors";
export { cartStorageKey, serializeCart } from "./cart/cart-storage";
export { CART_OVER_LIMIT_TEXT, maximumSpendLimit, shownSpendLimit, spendFigures } from "./cart/spend-limit";
export { topUpAmount } from "./cart/top-up";
export { evaluateEntry } from "./divisions/evaluate-entry";
export type { BoardMatches, NumberMatch } from "./divisions/matched-numbers";
export { boardMatches, matchedNumbers } from "./divisions/matched-numbers";
export { commitment, deriveDrawNumbers } from "./draws/derive-draw";
export type { DividendLine } from "./draws/dividend-text";
export { dividendText, NO_WINNERS_TEXT } from "./draws/dividend-text";
export { computeDividends, nextJackpot } from "./draws/dividends";
export { drawsLabel } from "./draws/draws-label";
export { verifyDraw } from "./draws/verify-draw";
export { ALERT_MESSAGES, alertMessage, SESSION_EXPIRED_REDIRECT } from "./errors/alert-messages";
export { APP_TEXT, PASSWORD_TEXT } from "./errors/app-texts";
export { ERROR_CODE } from "./errors/error-codes";
export { HTTP_ERROR_TEXT, httpErrorMessage } from "./errors/http-errors";
export { LOGIN_ERROR_CODE, LOGIN_TEXT } from "./errors/login-errors";
export type { PaymentMethod } from "./errors/payment-errors";
export { PAYMENT_TEXT, paymentErrorMessage, serviceUnavailableText } from "./errors/payment-errors";
export { PRICE_BUCKETS } from "./favourites/price-buckets";
export type { PriceRange } from "./favourites/price-filter";
export { matchesPriceFilter } from "./favourites/price-filter";
export type { GameSlug } from "./games/catalogue";
export { GAMES } from "./games/catalogue";
export type { GameDefinition, GameDescriptionText } from "./games/game-definition";
export {
  GAME_IDS,
  GAME_SLUGS,
  gameById,
  gameBySlug,
  gameColour,
  gameDescriptionText,
  isGameId,
  RESULTS_FIRST_GAME,
} from "./games/lookup";
export type { PlayType, WeekdayName } from "./games/play-days";
export {
  isoWeekdayOf,
  isPlayDay,
  PLAY_DAYS,
  playDayAdvance,
  playDaysOf,
  playTypesOf,
  weekdayName,
} from "./games/play-days";
export { cardJackpotText, gameJackpotText, JACKPOT_TO_BE_CONFIRMED } from "./home/card-jackpot-text";
export { divisionOneState } from "./home/division-one";
export { promoSlides } from "./home/promo-slides";
export { boardName } from "./model/board-name";
export type {
  AddOnCoupon,
  Board,
  CartTicket,
  Cents,
  Coupon,
  DrawNumbers,
  EntryOptions,
  GameDataGroup,
  GameId,
  GameStatus,
  PurchaseConfig,
} from "./model/entities";
export type { PlayerNotificationKind } from "./notifications/player-notifications";
export {
  JACKPOT_ALERT_THRESHOLDS,
  jackpotAlertDue,
  jackpotAmountText,
  notificationText,
  PLAYER_NOTIFICATION_KINDS,
  WIN_CELEBRATION_TEXT,
  winAmountText,
  winNextStepText,
} from "./notifications/player-notifications";
export type { PushChoice } from "./notifications/push-choices";
export {
  PUSH_CHOICE_TEXT,
  PUSH_CHOICES,
  PUSH_TITLE,
  pushWanted,
} from "./notifications/push-choices";
export { divisionChances } from "./odds/division-odds";
export type { EntryInsights, LastDraw } from "./odds/entry-insights";
export { entryInsights, expectedReturnText } from "./odds/entry-insights";
export { oneIn } from "./odds/entry-odds";
export { dividendTable, entryPrize, resultPrize } from "./odds/entry-prize";
export type { AbVariant } from "./platform/ab-variant";
export { abVariant } from "./platform/ab-variant";
export { isGeoBlocked } from "./platform/geo-block";
export { showsMaintenance } from "./platform/maintenance";
export { isAppOpenPath } from "./platform/open-paths";
export type { SystemAlert } from "./platform/system-alerts";
export { systemAlertsFor } from "./platform/system-alerts";
export type { PlayHistoryFilters } from "./play-history/play-history-filters";
export { DEFAULT_PLAY_HISTORY_FILTERS, playHistoryQuery } from "./play-history/play-history-filters";
export {
  isWinningStatus,
  PLAY_HISTORY_STATUS,
  playHistoryStatusLabel,
} from "./play-history/play-history-status";
export { ticketStatusAfter } from "./play-history/ticket-status";
export { addOnCost, addOnDraws, addOnGameOf, addOnTicketCoupon } from "./pricing/add-on";
export { defaultStake, isCash3PlayType, stakeFromCode } from "./pricing/cash3";
export {
  CASH3_PLAY_TYPES,
  cash3PlayFlags,
  cash3PlayTypeOf,
  hasCash3Choices,
  parseStake,
  stakeChoices,
} from "./pricing/cash3-choices";
export { couponOption, couponPrice } from "./pricing/coupon-price";
export { validateCoupon } from "./pricing/coupon-validation";
export { multiDrawCounts } from "./pricing/draw-options";
export { pricedOption } from "./pricing/entry-options";
export type { HomeQuickPick } from "./pricing/home-quick-picks";
export { homeQuickPicks } from "./pricing/home-quick-picks";
export { buildPricingInformation } from "./pricing/pricing-table";
export { effectiveSystem, parseSystemKey, systemKey, systemLabel } from "./pricing/system-key";
export type { FeedbackMoment } from "./prompts/feedback-prompt";
export { shouldAskForFeedback } from "./prompts/feedback-prompt";
export type { NotificationPromptSettings } from "./prompts/prompt-order";
export { decidePurchase, INSUFFICIENT_FUNDS_TEXT } from "./purchase/purchase-decision";
export { purchaseStatusOf } from "./purchase/purchase-status";
export { quickPickBoard } from "./quick-pick/quick-pick";
export { cryptoRng, randomInt, seededRng } from "./quick-pick/rng";
export type { DrawSlot } from "./schedule/draw-calendar";
export { PERTH } from "./schedule/draw-calendar";
export { drawsBefore, extraDrawSlot, upcomingDraws } from "./schedule/next-draw";
export type { NextDrawView, SpecialMark } from "./schedule/next-draw-view";
export {
  advanceChoiceLabel,
  nextDrawView,
  perthDateTimeText,
} from "./schedule/next-draw-view";
export type { SalesCountdown } from "./schedule/sales-countdown";
export { SALES_CLOSED_TEXT } from "./schedule/sales-countdown";
export { SPECIAL_DRAW_TEXT } from "./schedule/special-draw-text";
export { parseStoredInstant } from "./timing/instant";
export { SUCCESS_DIALOG_CLOSE_MS } from "./timing/overlay-timing";
export { queryRetryDelayMs, shouldRetryQuery } from "./timing/query-retry";
export { sessionMsLeft } from "./timing/session-timing";
export { DEFAULT_MINIMUM_DEPOSIT } from "./validation/deposit";
export { EMAIL_TEXT, isValidEmail } from "./validation/email";
export { parseDateOfBirth, resetSentEmail } from "./validation/forgot-password";
export { FORGOT_PASSWORD_TEXT } from "./validation/forgot-password-text";
export { isGeoPinValid } from "./validation/geo-pin";
export type { LoginPage, LoginViewEvent } from "./validation/login-flow";
export type { LoginViewShown, LoginViewTag } from "./validation/login-pages";
export { loginPageOf, loginPageShown, loginTitle } from "./validation/login-pages";
export type { PasswordCheck } from "./validation/password";
export {
  isValidPassword,
  PASSWORD_RULE_TEXT,
  PASSWORD_SPECIALS,
  passwordProblems,
} from "./validation/password";
export type { NameField } from "./validation/person-name";
export { NAME_MAX_LENGTH, NAME_TEXT, nameProblem } from "./validation/person-name";
export type { WithdrawalHold } from "./wallet/bank-account-safeguards";
export {
  accountNameMatches,
  BANK_ACCOUNT_SAFEGUARD_TEXT,
  bankAccountChangedEmail,
  isWaiting,
  WITHDRAWAL_HOLDS,
  withdrawableFrom,
  withdrawalRequestedEmail,
} from "./wallet/bank-account-safeguards";
export type {
  BucketMove,
  BucketMovement,
  BucketProblem,
  BucketSplit,
  RefundableDeposit,
  WalletBuckets,
} from "./wallet/buckets";
export {
  BUCKET_TEXT,
  bucketsBalance,
  closureRefunds,
  moveBuckets,
  openingBuckets,
  withdrawableWinnings,
} from "./wallet/buckets";
export type {
  DepositAllowance,
  DepositCaps,
  DepositLimit,
  DepositLimitPeriod,
  DepositRefusal,
  DepositTotals,
  PlayerDepositLimit,
} from "./wallet/deposit-limit";
export {
  DEFAULT_DEPOSIT_CAPS,
  DEPOSIT_LIMIT_PERIODS,
  depositAllowance,
  depositLimitChange,
  depositLimitText,
  depositPeriodNow,
  depositPeriodOf,
  depositRefusal,
  depositRefusalText,
  effectiveDepositLimit,
  isAtLeastAsStrict,
} from "./wallet/deposit-limit";
export {
  belowMinimumDepositText,
  DEPOSIT_MINIMUM_TEST,
  DOLLARS_AMOUNT_TEXT,
  depositMinimumFor,
  parseDollars,
} from "./wallet/deposit-rules";
export { dollarsText } from "./wallet/dollars";
export { DUAL_CONTROL_LINE, needsDualControl } from "./wallet/dual-control";
export { externalFailureText, waitSecondsLeft } from "./wallet/payment-countdown";
export { orderSavedCards, preferredCardId } from "./wallet/saved-cards";
export type { TransactionType } from "./wallet/transactions";
export {
  CLAIM_REFERENCE_PREFIX,
  describeTransaction,
  monthlyStatement,
  TRANSACTION_TYPE_LABEL,
  TRANSACTION_TYPES,
  transactionTypeOf,
} from "./wallet/transactions";
export {
  dateRangeWindow,
  isStatementMonth,
  lastSpendWeeks,
  monthWindow,
  perthDateOf,
  spendWeekOf,
  statementMonths,
  weeklySpend,
} from "./wallet/wallet-periods";
export type { PlayerLimit, WeeklyLimitState } from "./wallet/weekly-limit";
export {
  effectivePlayerLimit,
  playerLimitChange,
  SYSTEM_WEEKLY_SPEND_LIMIT,
  spentOfNet,
  weeklyLimitState,
  weeklyMaximum,
} from "./wallet/weekly-limit";
export type { BankAccountInput } from "./wallet/withdrawal-rules";
export {
  BANK_ACCOUNT_TEXT,
  checkBankAccount,
  formatBsb,
  maskAccountNumber,
  normaliseAccountName,
  normaliseAccountNumber,
  normaliseBsb,
  WITHDRAWAL_MINIMUM,
  WITHDRAWAL_TEXT,
  withdrawalProblem,
  withdrawalProblemText,
} from "./wallet/withdrawal-rules";
