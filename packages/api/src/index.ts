/**
 * @lotto/api: the provider API contract (valibot schemas for every call) and the ky client.
 * Every name is exported by name, and only names an app, test or story uses: a new endpoint adds its
 * endpoint object and client function here (docs/architecture.md, "Adding an API call"). Schemas are
 * `PascalCaseSchema` values; a function that builds one is `camelCaseSchemaOf`.
 */

// ── client
export { ApiError, isApiError } from "./client/api-error";
export type { ClientIdentity } from "./client/client-headers";
export { clientHeaders } from "./client/client-headers";
export type { ApiClient } from "./client/create-api-client";
export { createApiClient } from "./client/create-api-client";
export type { EndpointDef } from "./client/define-endpoint";
export { call, defineEndpoint } from "./client/define-endpoint";

// ── endpoints: one file per call (docs/api.md)
export { activateAccount, activateAccountEndpoint } from "./endpoints/activate-account";
export { addCard, addCardEndpoint } from "./endpoints/add-card";
export { bankCredit, bankCreditEndpoint } from "./endpoints/bank-credit";
export { cancelAutoplay, cancelAutoplayEndpoint } from "./endpoints/cancel-autoplay";
export { cancelWithdrawal, cancelWithdrawalEndpoint } from "./endpoints/cancel-withdrawal";
export { changePassword, changePasswordEndpoint } from "./endpoints/change-password";
export { changeSecurityQuestion, changeSecurityQuestionEndpoint } from "./endpoints/change-security-question";
export { checkCredentials, checkCredentialsEndpoint } from "./endpoints/check-credentials";
export { closeAccount, closeAccountEndpoint } from "./endpoints/close-account";
export { confirmPasswordReset, confirmPasswordResetEndpoint } from "./endpoints/confirm-password-reset";
export { createAutoplay, createAutoplayEndpoint } from "./endpoints/create-autoplay";
export { createFavourite, createFavouriteEndpoint } from "./endpoints/create-favourite";
export { createWithdrawal, createWithdrawalEndpoint } from "./endpoints/create-withdrawal";
export { deleteFavourite, deleteFavouriteEndpoint } from "./endpoints/delete-favourite";
export { depositByCard, depositByCardEndpoint } from "./endpoints/deposit-card";
export {
  getDepositLimits,
  getDepositLimitsEndpoint,
  setDepositLimit,
  setDepositLimitEndpoint,
} from "./endpoints/deposit-limits";
export { depositByPaypal, depositByPaypalEndpoint } from "./endpoints/deposit-paypal";
export { feedbackPrompted, feedbackPromptedEndpoint } from "./endpoints/feedback-prompted";
export { geoBypass, geoBypassEndpoint } from "./endpoints/geo-bypass";
export { geoCheck, geoCheckEndpoint } from "./endpoints/geo-check";
export { getAutoplay, getAutoplayEndpoint } from "./endpoints/get-autoplay";
export { getAutoplays, getAutoplaysEndpoint } from "./endpoints/get-autoplays";
export { getBalances, getBalancesEndpoint } from "./endpoints/get-balances";
export { getBankAccountEndpoint } from "./endpoints/get-bank-account";
export { getCards, getCardsEndpoint } from "./endpoints/get-cards";
export { getConfig, getConfigEndpoint } from "./endpoints/get-config";
export { getFavourites, getFavouritesEndpoint } from "./endpoints/get-favourites";
export { getFeedbackCoefficient, getFeedbackCoefficientEndpoint } from "./endpoints/get-feedback-coefficient";
export { getGames, getGamesEndpoint } from "./endpoints/get-games";
export { getLegalDocument, getLegalDocumentEndpoint } from "./endpoints/get-legal-document";
export { getLimits, getLimitsEndpoint } from "./endpoints/get-limits";
export { getMarkedEntry, getMarkedEntryEndpoint } from "./endpoints/get-marked-entry";
export { getPaymentDetails, getPaymentDetailsEndpoint } from "./endpoints/get-payment-details";
export { getPaypalClientToken, getPaypalClientTokenEndpoint } from "./endpoints/get-paypal-client-token";
export { getPlayHistory, getPlayHistoryEndpoint } from "./endpoints/get-play-history";
export { getPurchaseConfig, getPurchaseConfigEndpoint } from "./endpoints/get-purchase-config";
export { getPurchaseStatus, getPurchaseStatusEndpoint } from "./endpoints/get-purchase-status";
export { getRemoteConfig, getRemoteConfigEndpoint } from "./endpoints/get-remote-config";
export { getResults, getResultsEndpoint } from "./endpoints/get-results";
export { getSecurityQuestion, getSecurityQuestionEndpoint } from "./endpoints/get-security-question";
export { getSecurityQuestions, getSecurityQuestionsEndpoint } from "./endpoints/get-security-questions";
export { getSpendWeeks, getSpendWeeksEndpoint } from "./endpoints/get-spend-weeks";
export { getStatement, getStatementEndpoint } from "./endpoints/get-statement";
export { getTransactions, getTransactionsEndpoint } from "./endpoints/get-transactions";
export { getUserDetails, getUserDetailsEndpoint } from "./endpoints/get-user-details";
export { getWithdrawals, getWithdrawalsEndpoint } from "./endpoints/get-withdrawals";
export { login, loginEndpoint } from "./endpoints/login";
export { logout, logoutEndpoint } from "./endpoints/logout";
export {
  createStreamTicket,
  createStreamTicketEndpoint,
  getNotificationSettings,
  getNotificationSettingsEndpoint,
  getNotifications,
  getNotificationsEndpoint,
  markNotificationsRead,
  markNotificationsReadEndpoint,
  updateNotificationSettings,
  updateNotificationSettingsEndpoint,
} from "./endpoints/notifications";
export {
  operatorApproveKycEndpoint,
  operatorCallbackDoneEndpoint,
  operatorListCallbacksEndpoint,
  operatorListConfigEndpoint,
  operatorListDrawsEndpoint,
  operatorListErrorsEndpoint,
  operatorListFeedbackEndpoint,
  operatorListKycEndpoint,
  operatorListMailEndpoint,
  operatorListRefundsEndpoint,
  operatorListWithdrawalsEndpoint,
  operatorOutdateTermsEndpoint,
  operatorPaymentAlertsEndpoint,
  operatorPayWinEndpoint,
  operatorPayWithdrawalEndpoint,
  operatorPublishTermsEndpoint,
  operatorRefundPaidEndpoint,
  operatorRejectKycEndpoint,
  operatorRejectWithdrawalEndpoint,
  operatorReleaseBankAccountEndpoint,
  operatorRunDrawEndpoint,
  operatorSeedResultsEndpoint,
  operatorSetConfigEndpoint,
  operatorSpecialDrawEndpoint,
  operatorUnsetConfigEndpoint,
} from "./endpoints/operator";
export {
  operatorAddOperatorEndpoint,
  operatorDisableOperatorEndpoint,
  operatorIssueTokenEndpoint,
  operatorListOperatorsEndpoint,
} from "./endpoints/operator-accounts";
export {
  operatorDashboardEndpoint,
  operatorExportAbaEndpoint,
  operatorGetMaintenanceEndpoint,
  operatorGetStaffMailEndpoint,
  operatorSetMaintenanceEndpoint,
  operatorSetStaffMailEndpoint,
} from "./endpoints/operator-runtime";
export {
  operatorSessionEndpoint,
  operatorSignInEndpoint,
  operatorSignOutEndpoint,
} from "./endpoints/operator-session";
export {
  operatorAddPlayerNoteEndpoint,
  operatorAdjustBalanceEndpoint,
  operatorApproveEndpoint,
  operatorClosePlayerEndpoint,
  operatorDeclineEndpoint,
  operatorExportAuditEndpoint,
  operatorListApprovalsEndpoint,
  operatorListAuditEndpoint,
  operatorLockPlayerEndpoint,
  operatorPlayerDetailEndpoint,
  operatorResendActivationEndpoint,
  operatorSearchPlayersEndpoint,
  operatorUnlockPlayerEndpoint,
} from "./endpoints/operator-support";
export { pauseAutoplay, pauseAutoplayEndpoint } from "./endpoints/pause-autoplay";
export {
  addPushDevice,
  addPushDeviceEndpoint,
  removePushDevice,
  removePushDeviceEndpoint,
} from "./endpoints/push-devices";
export { register, registerEndpoint } from "./endpoints/register";
export { removeCard, removeCardEndpoint } from "./endpoints/remove-card";
export { reportClientError, reportClientErrorEndpoint } from "./endpoints/report-client-error";
export { requestCallback, requestCallbackEndpoint } from "./endpoints/request-callback";
export { resendActivationEmail, resendActivationEmailEndpoint } from "./endpoints/resend-activation-email";
export { resetPassword, resetPasswordEndpoint } from "./endpoints/reset-password";
export { resumeAutoplay, resumeAutoplayEndpoint } from "./endpoints/resume-autoplay";
export { selfExclude, selfExcludeEndpoint } from "./endpoints/self-exclude";
export { sendFeedback, sendFeedbackEndpoint } from "./endpoints/send-feedback";
export { setBankAccount, setBankAccountEndpoint } from "./endpoints/set-bank-account";
export { setDefaultCard, setDefaultCardEndpoint } from "./endpoints/set-default-card";
export { setSpendLimit, setSpendLimitEndpoint } from "./endpoints/set-spend-limit";
export { shouldPromptFeedback, shouldPromptFeedbackEndpoint } from "./endpoints/should-prompt-feedback";
export { submitPurchase, submitPurchaseEndpoint } from "./endpoints/submit-purchase";
export { updateAutoplay, updateAutoplayEndpoint } from "./endpoints/update-autoplay";
export { updateDetails, updateDetailsEndpoint } from "./endpoints/update-details";
export { updateFavourite, updateFavouriteEndpoint } from "./endpoints/update-favourite";
export { updateFlag, updateFlagEndpoint } from "./endpoints/update-flag";
export { upgradePrs, upgradePrsEndpoint } from "./endpoints/upgrade-prs";

// ── schemas, types and wire codes
export type { CheckCredentialsResponse } from "./schemas/auth";
export { LoginResponseSchema } from "./schemas/auth";
export type {
  Autoplay,
  AutoplayCreate,
  AutoplayList,
  AutoplayRun,
  AutoplayTriggerInput,
  AutoplayUpdate,
} from "./schemas/autoplays";
export { AUTOPLAY_CODES, AUTOPLAY_STATUSES, AutoplayListSchema, AutoplaySchema } from "./schemas/autoplays";
export type { BankCreditBody, BankCreditResponse } from "./schemas/bank-credit";
export { BANK_CREDIT_CODES } from "./schemas/bank-credit";
export type { CardInput } from "./schemas/card-gateway";
export { CardInputSchema, SANDBOX_CARD_TOKENS_PATH } from "./schemas/card-gateway";
export type { ClientErrorBody, ClientErrorKind } from "./schemas/client-errors";
export { IDEMPOTENCY_KEY_MESSAGE, IdempotencyKeySchema } from "./schemas/common";
export type { Coupon } from "./schemas/coupon";
export { DATE_TEXT } from "./schemas/dates";
export type { DepositLimits } from "./schemas/deposit-limits";
export type { DepositResponse } from "./schemas/deposits";
export { DEPOSIT_REFUSAL_CODES, DepositResponseSchema, PAYMENT_CODES } from "./schemas/deposits";
export type {
  Favourite,
  FavouriteCoupon,
  FavouriteCreate,
  FavouritesQuery,
  FavouriteUpdate,
} from "./schemas/favourites";
export {
  FAVOURITE_CODES,
  FAVOURITES_LIMIT,
  FavouriteSchema,
  FavouritesPageSchema,
} from "./schemas/favourites";
export type { FeedbackBody } from "./schemas/feedback";
export type { GameListEntry, GamesList, SlikpikOption } from "./schemas/games";
export { GamesListSchema, PurchaseConfigSchema } from "./schemas/games";
export type { LegalDocument, LegalDocumentKind } from "./schemas/legal";
export type {
  NotificationSettings,
  PlayerNotification,
  UpdateNotificationSettingsBody,
} from "./schemas/notifications";
export {
  NOTIFICATION_EVENT,
  NOTIFICATION_STREAM_PATH,
  parseNotificationEvent,
} from "./schemas/notifications";
export type { StaffRole } from "./schemas/operator-runtime";
export { STAFF_ROLES } from "./schemas/operator-runtime";
export type { OperatorRole } from "./schemas/operator-session";
export {
  OPERATOR_ROLES,
  OperatorRoleSchema,
  OperatorSessionSchema,
  OperatorSignInBodySchema,
} from "./schemas/operator-session";
export { GetSecurityQuestionBodySchema } from "./schemas/password-reset";
export type {
  MarkedEntry,
  PlayHistoryEntry,
  PlayHistoryPage,
  PlayHistoryQuery,
} from "./schemas/play-history";
export { PlayHistoryPageSchema } from "./schemas/play-history";
export type { PurchaseAccepted, PurchaseRequest, PurchaseStatus, PurchaseTicket } from "./schemas/purchases";
export type { PushDevice, PushPayload, RemovePushDevice } from "./schemas/push";
export { parsePushPayload } from "./schemas/push";
export type { RegisterBody, RegisterResponse } from "./schemas/registration";
export type { Dividend, GameResult, Result, ResultsPage } from "./schemas/results";
export { ResultSchema, ResultsPageSchema } from "./schemas/results";
export type { PaymentGateway, RemoteConfig } from "./schemas/service";
export {
  GEO_BYPASS_HEADER,
  GeoCheckSchema,
  parseSystemAlerts,
  RemoteConfigSchema,
  ServiceStatusSchema,
} from "./schemas/service";
export type { SpecialEventConfig } from "./schemas/special-events";
export { parseSpecialEvents } from "./schemas/special-events";
export { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "./schemas/text";
export type { SpendWeeks, Statement, Transaction, TransactionsQuery } from "./schemas/transactions";
export type { UpgradePrsBody } from "./schemas/upgrade-prs";
export { PRS_MISMATCH } from "./schemas/upgrade-prs";
export type {
  ChangePasswordBody,
  ChangeSecurityQuestionBody,
  RequestCallbackBody,
  SelfExclusionBody,
  UpdateDetailsBody,
  UpdateFlagBody,
  UserDetails,
} from "./schemas/user";
export { SELF_EXCLUDED_CODE, SELF_EXCLUSION_PERIODS, UserDetailsSchema } from "./schemas/user";
export type { Balance, Card, Limits, PaymentDetails } from "./schemas/wallet";
export { CardsSchema, LimitsSchema, PaymentDetailsSchema } from "./schemas/wallet";
export type { BankAccountBody, Withdrawal } from "./schemas/withdrawals";
export { WITHDRAWAL_CODES, WithdrawalResultSchema, WithdrawalsSchema } from "./schemas/withdrawals";
