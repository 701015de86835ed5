/**
 * @lotto/core: every rule of the Play Online shop, pure and typed.
 * Exports are grouped by module; effects (clock, random, storage, API) are parameters.
 */

// core-app (errors, timing, validation, platform, prompts, play history, app machines): Biome sorts
// exports by path across the whole file, so these lines sit among the others in path order.
export type { ErrorCode } from "./errors/error-codes";
export { ERROR_CODE, errorCodeOf } from "./errors/error-codes";
// errors
export type { ErrorBody } from "./errors/http-errors";
export { HTTP_ERROR_TEXT, httpErrorMessage } from "./errors/http-errors";
// model
// games (core-games)
export { binomial } from "./games/binomial";
export { GAMES } from "./games/catalogue";
export type {
  DivisionDefinition,
  DivisionRule,
  GameDefinition,
  IsoWeekday,
} from "./games/game-definition";
export { gameById, gameBySlug, gameColour, isGameId } from "./games/lookup";
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
export { couponOption, couponPrice } from "./pricing/coupon-price";
export { validateCoupon } from "./pricing/coupon-validation";
export {
  advancePlayDrawCount,
  advanceStepDraws,
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
export type { PricingTableInput } from "./pricing/pricing-table";
export { buildPricingInformation, gamesPerBoard } from "./pricing/pricing-table";
export { effectiveSystem, parseSystemKey, systemKey, systemLabel } from "./pricing/system-key";
// quick-pick (core-games)
export { addBoard, deleteBoard, emptyBoard } from "./quick-pick/boards";
export type { QuickPickOptions } from "./quick-pick/quick-pick";
export { quickPickBoard } from "./quick-pick/quick-pick";
export type { Rng } from "./quick-pick/rng";
export { cryptoRng, randomInt, seededRng } from "./quick-pick/rng";
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
