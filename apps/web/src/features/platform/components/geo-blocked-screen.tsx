import { APP_TEXT } from "@lotto/core";
import { Button } from "@lotto/ui/button";
import { type FormEvent, useState } from "react";
import { FullScreen } from "./full-screen";

/**
 * Geo-blocked (R-SCREENS): the legal notice; after enough logo taps (`pinVisible`) a numeric pin input
 * appears, and a pin the server accepts lifts the block (`onPin`; Submit waits while `pinChecking`).
 */
export function GeoBlockedScreen({
  pinVisible,
  pinChecking = false,
  pinError,
  onLogoTap,
  onPin,
}: {
  pinVisible: boolean;
  pinChecking?: boolean;
  pinError: boolean;
  onLogoTap(): void;
  onPin(pin: string): void;
}) {
  const [pin, setPin] = useState("");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onPin(pin);
  };
  const logo = (
    <button
      type="button"
      onClick={onLogoTap}
      style={{ background: "none", border: "none", cursor: "pointer" }}
    >
      Play Online
    </button>
  );
  return (
    <FullScreen title={APP_TEXT.geoBlocked} logo={logo}>
      <p>{APP_TEXT.geoBlockedHelp}</p>
      {pinVisible && (
        <form onSubmit={submit} style={{ display: "flex", gap: 8, alignItems: "center" }}>
          <label htmlFor="geo-pin">Pin</label>
          <input
            id="geo-pin"
            inputMode="numeric"
            pattern="[0-9]*"
            value={pin}
            aria-invalid={pinError || undefined}
            onChange={(e) => setPin(e.target.value.replace(/\D/g, ""))}
            style={{ minHeight: 44, fontSize: "1rem", padding: "0 8px" }}
          />
          <Button type="submit" disabled={pinChecking} aria-busy={pinChecking || undefined}>
            Submit
          </Button>
          {pinError && <span role="alert">{APP_TEXT.geoPinWrong}</span>}
        </form>
      )}
    </FullScreen>
  );
}
