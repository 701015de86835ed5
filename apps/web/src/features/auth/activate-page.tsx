import { activateAccount } from "@lotto/api";
import { useEffect, useState } from "react";
import { useLocation, useSearchParams } from "wouter";
import { useApi } from "@/hooks/use-api";
import { ActivateView } from "./components/activate-view";

/**
 * `/activate?token=` (R-SCREENS): shows 'Activating your account...', activates, then opens the login
 * with the activated message (R-ALERTS show-activated-message).
 */
export default function ActivatePage() {
  const [search] = useSearchParams();
  const [, navigate] = useLocation();
  const api = useApi();
  const [error, setError] = useState<string | null>(null);
  const token = search.get("token");
  useEffect(() => {
    if (!token) {
      setError("This activation link is not valid.");
      return;
    }
    activateAccount(api, { body: { token } })
      .then(() => navigate("/?showLogin=true&alertType=show-activated-message", { replace: true }))
      .catch((e: Error) => setError(e.message));
  }, [api, navigate, token]);
  return <ActivateView error={error} />;
}
