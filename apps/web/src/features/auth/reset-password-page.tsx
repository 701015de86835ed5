import { confirmPasswordReset } from "@lotto/api";
import { isValidPassword } from "@lotto/core";
import { useState } from "react";
import { useLocation, useSearchParams } from "wouter";
import { useApi } from "@/hooks/use-api";
import { ResetPasswordView } from "./components/reset-password-view";

/**
 * `/reset-password?token=` (R-SCREENS): choose a new password; on success the login opens with
 * 'Your password has been reset. Please login to continue.' (R-ERRORS show-reset-password-message).
 */
export default function ResetPasswordPage() {
  const [search] = useSearchParams();
  const [, navigate] = useLocation();
  const api = useApi();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = () => {
    // Same rule as sign-up (R-VALIDATION); the server checks it again.
    if (!isValidPassword(password)) {
      setError("Your password does not meet the rules below.");
      return;
    }
    setError(null);
    setBusy(true);
    confirmPasswordReset(api, { body: { reset_token: search.get("token") ?? "", password } })
      .then(() => navigate("/?showLogin=true&alertType=show-reset-password-message", { replace: true }))
      .catch((err: Error) => setError(err.message))
      .finally(() => setBusy(false));
  };
  return (
    <ResetPasswordView
      password={password}
      error={error}
      busy={busy}
      onPassword={setPassword}
      onSubmit={onSubmit}
    />
  );
}
