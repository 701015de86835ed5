/** User-facing texts of R-STATES and R-ERRORS that belong to no single rule file. */
export const APP_TEXT = {
  sessionExpired: "Session expired",
  verificationFailed: "There was an error initialising the verification service. Please try again.",
  maintenanceTitle: "Play Online is currently unavailable for maintenance.",
  maintenanceThanks: "Thank you for your patience.",
  forcedUpdate: "This version of the App is no longer supported.",
  forcedUpdateHelp: "Please update your App via the App/Play Store to continue playing our games.",
  suggestedUpdate: "There is a new version of the app available on the App Store/Play Store",
  geoBlocked:
    "Due to legal restrictions we need to confirm that you are located within Australia to purchase a ticket using the app.",
  geoBlockedHelp: "If you are located within Australia, please try turning off your VPN and restart the app.",
  /** The bypass PIN was refused by the server (R-SCREENS geo-blocked). */
  geoPinWrong: "That pin is not right.",
  offline: "You appear to be offline.",
  offlineHelp: "Please check your internet connection and try again.",
  incompatible: "Sorry! The page you're looking for is incompatible with your browser.",
} as const;

/** Texts of the password flows (R-PASSWORD-FLOWS). */
export const PASSWORD_TEXT = {
  forgotPasswordError: "The information provided is incorrect. Please try again.",
  resetRequestReceived:
    "Request to reset password received. If the associated email exists then you'll receive an email to reset your password.",
  somethingWentWrong: "Something went wrong. Please try again later.",
} as const;

/** Titles of the login overlay's views (R-LOGIN-OVERLAY). */
export const LOGIN_VIEW_TITLE = {
  welcome: "Ready to play online? Enter your email to sign up or log in.",
  login: "Log In",
  forgotPassword: "Forgotten your password?",
  passwordResetEmailSent: "Password reset email sent",
  signUp: "Sign Up",
  /** The old reset flow asks a security question; the new flow calls the same step 'Password Reset'. */
  securityQuestion: "Security Question",
  passwordReset: "Password Reset",
  upgradePrs: "Upgrade your account",
} as const;
