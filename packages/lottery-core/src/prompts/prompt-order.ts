/** The dialogs a logged-in player may be prompted with, in priority order (R-STATES prompt order). */
export type PromptKind = "password-reminder" | "terms-and-conditions" | "notification-prompt";

/** Jackpots at or above this (dollars) hold the notification prompt back (R-STATES, R-LIMITS). */
export const NOTIFICATION_JACKPOT_THRESHOLD = 60_000_000;

/** The user details the prompt order reads (R-ENTITIES user details). */
export interface PromptUser {
  should_prompt_password_change: boolean;
  terms_and_conditions_accepted: boolean;
  privacy_policy_accepted: boolean;
  should_prompt_notification: boolean;
}

/** Where the player is and what the jackpots are, for the notification prompt (R-STATES). */
export interface PromptScene {
  pathname: string;
  /**
   * Current jackpots, in dollars, of the games that hold the prompt back (their definitions'
   * `holdsNotificationPrompt`); null when unknown.
   */
  jackpots: readonly (number | null)[];
  /**
   * Remote config `notificationPrompt` (R-ENTITIES): `enabled: false` turns the prompt off and
   * `jackpotThreshold` (dollars) replaces {@link NOTIFICATION_JACKPOT_THRESHOLD}; absent keeps the spec's rule.
   */
  notificationPrompt?: NotificationPromptSettings;
}

/** The remote-config settings of the notification prompt (R-ENTITIES `notificationPrompt`). */
export interface NotificationPromptSettings {
  enabled?: boolean;
  jackpotThreshold?: number;
}

/**
 * The one prompt to show (R-STATES): password-reminder if a change is due, then terms-and-conditions if
 * terms and privacy policy are not both accepted, then notification-prompt if due, on / and with the
 * jackpots of the games that hold it back (Powerball's and OZ Lotto's) under 60,000,000 (or remote
 * config's threshold, unless it turns the prompt off); else none (null). Unknown jackpots hold it back.
 * @example nextPrompt({ ...user, should_prompt_password_change: true }, scene) // "password-reminder"
 */
export function nextPrompt(user: PromptUser, scene: PromptScene): PromptKind | null {
  if (user.should_prompt_password_change) return "password-reminder";
  if (!user.terms_and_conditions_accepted || !user.privacy_policy_accepted) return "terms-and-conditions";
  const settings = scene.notificationPrompt ?? {};
  const threshold = settings.jackpotThreshold ?? NOTIFICATION_JACKPOT_THRESHOLD;
  const below = (jackpot: number | null) => jackpot !== null && jackpot < threshold;
  if (
    settings.enabled !== false &&
    user.should_prompt_notification &&
    scene.pathname === "/" &&
    scene.jackpots.every(below)
  ) {
    return "notification-prompt";
  }
  return null;
}
