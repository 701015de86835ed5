import { Button } from "@lotto/ui/button";
import { Form, PasswordChecklist, PasswordField } from "@lotto/ui/form";
import { sizes } from "@lotto/ui/theme";
import styled from "styled-components";
import { StandaloneHeader } from "@/components/layout/standalone-header";

/** Props of {@link ResetPasswordView}. */
export interface ResetPasswordViewProps {
  password: string;
  /** The rule or server message under the field (e.g. an expired link), or null. */
  error: string | null;
  busy: boolean;
  onPassword: (password: string) => void;
  onSubmit: () => void;
}

/** The `/reset-password` form (R-SCREENS): a new password with the sign-up rules' checklist (R-VALIDATION). */
export function ResetPasswordView({ password, error, busy, onPassword, onSubmit }: ResetPasswordViewProps) {
  return (
    <>
      <StandaloneHeader />
      <Main aria-labelledby="reset-title">
        <h1 id="reset-title">Password Reset</h1>
        <Column onSubmit={onSubmit}>
          <PasswordField
            label="New password"
            autoComplete="new-password"
            value={password}
            error={error ?? undefined}
            onChange={onPassword}
          />
          <PasswordChecklist password={password} />
          <Button type="submit" disabled={busy}>
            Reset password
          </Button>
        </Column>
      </Main>
    </>
  );
}

const Main = styled.main`
  max-width: ${sizes.loginCardWidth}px;
  margin: 0 auto;
  padding: 48px 16px;
`;

const Column = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;
