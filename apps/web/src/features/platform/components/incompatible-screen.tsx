import { APP_TEXT } from "@lotto/core";
import { FullScreen } from "./full-screen";

/** Incompatible browser (R-SCREENS, R-STATES: no local storage or indexed database). */
export function IncompatibleScreen() {
  return (
    <FullScreen title={APP_TEXT.incompatible}>
      <p>
        Please update your browser to the latest version, or use a different browser such as Chrome, Safari,
        Edge or Firefox.
      </p>
    </FullScreen>
  );
}
