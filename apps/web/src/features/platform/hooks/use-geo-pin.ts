import { GEO_PIN_LOGO_TAPS, isGeoPinValid } from "@lotto/core";
import { useState } from "react";

/** The geo-block bypass (spec §2): 10 logo taps reveal the pin input; the configured pin lifts the block. */
export function useGeoPin(configuredPin: string | undefined) {
  const [taps, setTaps] = useState(0);
  const [bypassed, setBypassed] = useState(false);
  const [pinError, setPinError] = useState(false);
  return {
    pinVisible: taps >= GEO_PIN_LOGO_TAPS,
    bypassed,
    pinError,
    onLogoTap: () => setTaps((t) => t + 1),
    onPin: (pin: string) => {
      const ok = isGeoPinValid(pin, configuredPin);
      setPinError(!ok);
      setBypassed(ok);
    },
  };
}
