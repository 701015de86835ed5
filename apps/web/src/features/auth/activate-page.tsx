import { activateAccount } from "@lotto/api";
import { useEffect, useState } from "react";
import styled from "styled-components";
import { useLocation, useSearchParams } from "wouter";
import { Spinner } from "@/components/ui/spinner";
import { useApi } from "@/hooks/use-api";

/**
 * `/activate?token=` (spec §2): shows 'Activating your account...', activates, then opens the login
 * with the activated message (spec §8 alertType show-activated-message).
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
  return (
    <Main aria-labelledby="activate-title">
      <h1 id="activate-title">
        {error ? "We couldn't activate your account" : "Activating your account..."}
      </h1>
      {error ? <p role="alert">{error}</p> : <Spinner label="Activating your account" />}
    </Main>
  );
}

const Main = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: 64px 16px;
  text-align: center;
`;
