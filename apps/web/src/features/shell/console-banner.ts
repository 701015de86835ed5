import { colors } from "@lotto/ui/theme";

/** The console banner of R-SCREENS: warns against pasting code into the console. */
export const CONSOLE_BANNER =
  "Stop! This browser feature is for developers. If someone told you to paste something here, it is a scam and will give them access to your Play Online account.";

/** Prints the banner once at start-up. */
export function printConsoleBanner(log: (...args: unknown[]) => void = console.log): void {
  log("%cStop!", `color:${colors.error};font-size:32px;font-weight:bold`);
  log(CONSOLE_BANNER);
}
