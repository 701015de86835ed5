import { confirmPasswordReset } from "@lotto/api";
import { isValidPassword } from "@lotto/core";
import { type FormEvent, useState } from "react";
import styled from "styled-components";
import { useLocation, useSearchParams } from "wouter";
import { Field, PasswordChecklist } from "@/components/form";
import { Button } from "@/components/ui/button";
import { useApi } from "@/hooks/use-api";

/**
 * `/reset-password?token=` (spec §2): choose a new password; on success the login opens with
 * 'Your password has been reset. Please login to continue.' (spec §8 show-reset-password-message).
 */
export default function ResetPasswordPage() {
  const [search] = useSearchParams();
  const [, navigate] = useLocation();
  const api = useApi();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // Same rule as sign-up (spec §5); the server checks it again.
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
    <Main aria-labelledby="reset-title">
      <h1 id="reset-title">Password Reset</h1>
      <Form onSubmit={onSubmit} noValidate>
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          error={error ?? undefined}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordChecklist password={password} />
        <Button type="submit" disabled={busy}>
          Reset password
        </Button>
      </Form>
    </Main>
  );
}

const Main = styled.main`
  max-width: 450px;
  margin: 0 auto;
  padding: 48px 16px;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;
