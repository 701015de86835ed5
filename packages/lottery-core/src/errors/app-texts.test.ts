import { describe, expect, it } from "vitest";
import { APP_TEXT, LOGIN_VIEW_TITLE, PASSWORD_TEXT } from "./app-texts";

// Every text below is copied from the specification (docs/rules.md#R-ERRORS), not from the constants: a typo in a constant fails.

describe("app texts (R-SCREENS, R-STATES)", () => {
  it("holds the spec's maintenance, update, geo-block, offline, incompatible and session texts", () => {
    expect(APP_TEXT).toEqual({
      // R-STATES session: "At 0 the user is logged out with 'Session expired'".
      sessionExpired: "Session expired",
      // R-STATES sign-up.
      verificationFailed: "There was an error initialising the verification service. Please try again.",
      // R-SCREENS maintenance view default text.
      maintenanceTitle: "Play Online is currently unavailable for maintenance.",
      maintenanceThanks: "Thank you for your patience.",
      // R-SCREENS forced update.
      forcedUpdate: "This version of the App is no longer supported.",
      forcedUpdateHelp: "Please update your App via the App/Play Store to continue playing our games.",
      // R-SCREENS suggested update.
      suggestedUpdate: "There is a new version of the app available on the App Store/Play Store",
      // R-SCREENS geo-blocked.
      geoBlocked:
        "Due to legal restrictions we need to confirm that you are located within Australia to purchase a ticket using the app.",
      geoBlockedHelp:
        "If you are located within Australia, please try turning off your VPN and restart the app.",
      // Ours: the spec shows no text for a wrong bypass pin (docs/decisions.md "Geo on the server").
      geoPinWrong: "That pin is not right.",
      // R-SCREENS offline.
      offline: "You appear to be offline.",
      offlineHelp: "Please check your internet connection and try again.",
      // R-SCREENS incompatible browser.
      incompatible: "Sorry! The page you're looking for is incompatible with your browser.",
    });
  });

  it("holds the spec's password-flow texts (R-PASSWORD-FLOWS)", () => {
    expect(PASSWORD_TEXT).toEqual({
      forgotPasswordError: "The information provided is incorrect. Please try again.",
      resetRequestReceived:
        "Request to reset password received. If the associated email exists then you'll receive an email to reset your password.",
      somethingWentWrong: "Something went wrong. Please try again later.",
    });
  });

  it("titles every login view as the spec does (R-LOGIN-OVERLAY titles)", () => {
    expect(LOGIN_VIEW_TITLE).toEqual({
      welcome: "Ready to play online? Enter your email to sign up or log in.",
      login: "Log In",
      forgotPassword: "Forgotten your password?",
      passwordResetEmailSent: "Password reset email sent",
      signUp: "Sign Up",
      securityQuestion: "Security Question",
      passwordReset: "Password Reset",
      upgradePrs: "Upgrade your account",
    });
  });
});
