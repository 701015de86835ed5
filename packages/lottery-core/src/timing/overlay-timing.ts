/** Auto-close after this many ms when the combined message is short (R-STATES overlay). */
export const OVERLAY_SHORT_CLOSE_MS = 2000;
/** Messages shorter than this many characters count as short (R-STATES overlay). */
export const OVERLAY_SHORT_MESSAGE_CHARS = 40;
/** Reading time per character of a longer message, in ms (R-STATES overlay). */
export const OVERLAY_MS_PER_CHAR = 50;
/** The longest auto-close wait, in ms (R-STATES overlay). */
export const OVERLAY_MAX_CLOSE_MS = 15_000;
/** Dialogs closing after a success wait this long, in ms (R-STATES overlay). */
export const SUCCESS_DIALOG_CLOSE_MS = 2000;

/**
 * How long success/failure overlay content stays before closing itself (R-STATES overlay): 2 s under
 * 40 characters, else 50 ms per character capped at 15 s; null (no auto-close) with a close button.
 * @param combinedMessage title and message as shown together
 * @example overlayAutoCloseMs("Done", false) // 2000
 */
export function overlayAutoCloseMs(combinedMessage: string, hasCloseButton: boolean): number | null {
  if (hasCloseButton) return null;
  const chars = combinedMessage.length;
  if (chars < OVERLAY_SHORT_MESSAGE_CHARS) return OVERLAY_SHORT_CLOSE_MS;
  return Math.min(chars * OVERLAY_MS_PER_CHAR, OVERLAY_MAX_CLOSE_MS);
}
