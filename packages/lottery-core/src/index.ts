/**
 * @lotto/core: every rule of the Play Online shop, pure and typed.
 * Exports are grouped by module; effects (clock, random, storage, API) are parameters.
 */

// errors
export type { ErrorBody } from "./errors/http-errors";
export { HTTP_ERROR_TEXT, httpErrorMessage } from "./errors/http-errors";
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
