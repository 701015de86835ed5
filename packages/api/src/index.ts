/**
 * @lotto/api: the provider API contract (valibot schemas for every call) and the ky client.
 * Sections are owned by their teams: add exports only in your own section.
 */

// ── client infrastructure (server-accounts) ─────────────────────────────────
export type { ApiErrorInit, ApiErrorKind } from "./client/api-error";
export { ApiError, isApiError } from "./client/api-error";
export type { ClientIdentity } from "./client/client-headers";
export { clientHeaders } from "./client/client-headers";
export type { ApiClient, ApiClientOptions, ApiRequest, SessionListener } from "./client/create-api-client";
export { createApiClient, FINGERPRINT_HEADER, REQUEST_TIMEOUT_MS } from "./client/create-api-client";
export type { EndpointDef, EndpointInput, EndpointOutput } from "./client/define-endpoint";
export { call, defineEndpoint, describeIssues, fillPath } from "./client/define-endpoint";
export { unwrapEnvelope } from "./client/envelope";
export { activateAccount, activateAccountEndpoint } from "./endpoints/activate-account";
export { addCard, addCardEndpoint } from "./endpoints/add-card";
export { bankCredit, bankCreditEndpoint } from "./endpoints/bank-credit";
// ── wallet: transactions, statements, withdrawals (wallet) ──────────────────
export { cancelWithdrawal, cancelWithdrawalEndpoint } from "./endpoints/cancel-withdrawal";
export { changePassword, changePasswordEndpoint } from "./endpoints/change-password";
export { changeSecurityQuestion, changeSecurityQuestionEndpoint } from "./endpoints/change-security-question";
export { checkCredentials, checkCredentialsEndpoint } from "./endpoints/check-credentials";
export { closeAccount, closeAccountEndpoint } from "./endpoints/close-account";
export { confirmPasswordReset, confirmPasswordResetEndpoint } from "./endpoints/confirm-password-reset";
// ── play: schemas and endpoints (server-play) ───────────────────────────────
export { createFavourite, createFavouriteEndpoint } from "./endpoints/create-favourite";
export { createWithdrawal, createWithdrawalEndpoint } from "./endpoints/create-withdrawal";
export { deleteFavourite, deleteFavouriteEndpoint } from "./endpoints/delete-favourite";
export { depositByCard, depositByCardEndpoint } from "./endpoints/deposit-card";
export * from "./endpoints/deposit-limits";
export { depositByPaypal, depositByPaypalEndpoint } from "./endpoints/deposit-paypal";
export { feedbackPrompted, feedbackPromptedEndpoint } from "./endpoints/feedback-prompted";
export { geoCheck, geoCheckEndpoint } from "./endpoints/geo-check";
export { getBalances, getBalancesEndpoint } from "./endpoints/get-balances";
export { getBankAccount, getBankAccountEndpoint } from "./endpoints/get-bank-account";
export { getCards, getCardsEndpoint } from "./endpoints/get-cards";
export { getConfig, getConfigEndpoint } from "./endpoints/get-config";
export { getFavourites, getFavouritesEndpoint } from "./endpoints/get-favourites";
export { getFeedbackCoefficient, getFeedbackCoefficientEndpoint } from "./endpoints/get-feedback-coefficient";
export { getGames, getGamesEndpoint } from "./endpoints/get-games";
export * from "./endpoints/get-legal-document";
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
// ── accounts and wallet: endpoints (server-accounts) ────────────────────────
export { login, loginEndpoint } from "./endpoints/login";
export { logout, logoutEndpoint } from "./endpoints/logout";
export * from "./endpoints/notifications";
export * from "./endpoints/operator";
export { register, registerEndpoint } from "./endpoints/register";
export { removeCard, removeCardEndpoint } from "./endpoints/remove-card";
export { reportClientError, reportClientErrorEndpoint } from "./endpoints/report-client-error";
export { requestCallback, requestCallbackEndpoint } from "./endpoints/request-callback";
export { resendActivationEmail, resendActivationEmailEndpoint } from "./endpoints/resend-activation-email";
export { resetPassword, resetPasswordEndpoint } from "./endpoints/reset-password";
export { selfExclude, selfExcludeEndpoint } from "./endpoints/self-exclude";
export { sendFeedback, sendFeedbackEndpoint } from "./endpoints/send-feedback";
export { setBankAccount, setBankAccountEndpoint } from "./endpoints/set-bank-account";
export { setDefaultCard, setDefaultCardEndpoint } from "./endpoints/set-default-card";
export { setSpendLimit, setSpendLimitEndpoint } from "./endpoints/set-spend-limit";
export { shouldPromptFeedback, shouldPromptFeedbackEndpoint } from "./endpoints/should-prompt-feedback";
export { submitPurchase, submitPurchaseEndpoint } from "./endpoints/submit-purchase";
export { updateDetails, updateDetailsEndpoint } from "./endpoints/update-details";
export { updateFavourite, updateFavouriteEndpoint } from "./endpoints/update-favourite";
export { updateFlag, updateFlagEndpoint } from "./endpoints/update-flag";
export { upgradePrs, upgradePrsEndpoint } from "./endpoints/upgrade-prs";
// ── accounts and wallet: schemas (server-accounts) ──────────────────────────
export * from "./schemas/auth";
export * from "./schemas/bank-credit";
export * from "./schemas/card-gateway";
export * from "./schemas/client-errors";
export * from "./schemas/common";
export * from "./schemas/coupon";
export * from "./schemas/dates";
export * from "./schemas/deposit-limits";
export * from "./schemas/deposits";
export * from "./schemas/favourites";
export * from "./schemas/feedback";
export * from "./schemas/games";
export * from "./schemas/legal";
export * from "./schemas/notifications";
export * from "./schemas/operator";
export * from "./schemas/password-reset";
export * from "./schemas/play-history";
export * from "./schemas/purchases";
export * from "./schemas/registration";
export * from "./schemas/results";
export * from "./schemas/service";
export * from "./schemas/special-events";
export * from "./schemas/text";
export * from "./schemas/transactions";
export * from "./schemas/upgrade-prs";
export * from "./schemas/user";
export * from "./schemas/wallet";
export * from "./schemas/withdrawals";
