import { Alert } from "@lotto/ui/alert";
import { Button } from "@lotto/ui/button";
import { EmailField, Field, FormColumn, PasswordField } from "@lotto/ui/form";
import { LogoMark } from "@lotto/ui/logo";
import { colors, elevation, radius, sizes, space, type } from "@lotto/ui/theme";
import { useState } from "react";
import styled from "styled-components";
import { type SignInFields, useSignIn } from "../../api/session";
import { signInProblems } from "./sign-in-checks";

const EMPTY: SignInFields = { email: "", password: "", code: "" };

/**
 * The console's sign-in: email, password and the authenticator's 6-digit code (required in
 * production, optional for a development account without two-factor). The server's answer to a wrong
 * password or code, a locked account or too many tries is shown as it comes.
 */
export function SignInPage() {
  const [fields, setFields] = useState(EMPTY);
  const [shown, setShown] = useState<ReturnType<typeof signInProblems>>({});
  const signIn = useSignIn();
  const set = (key: keyof SignInFields) => (value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setShown((s) => ({ ...s, [key]: undefined }));
  };
  const submit = () => {
    const problems = signInProblems(fields);
    setShown(problems);
    if (Object.keys(problems).length === 0 && !signIn.isPending) signIn.mutate(fields);
  };
  return (
    <Screen>
      <Card aria-labelledby="sign-in-title">
        <Brand>
          <LogoMark size={40} />
          <span>Play Online operator console</span>
        </Brand>
        <h1 id="sign-in-title">Sign in</h1>
        <FormColumn onSubmit={submit}>
          <EmailField
            value={fields.email}
            error={shown.email}
            autoComplete="username"
            onChange={set("email")}
          />
          <PasswordField value={fields.password} error={shown.password} onChange={set("password")} />
          <Field
            label="6-digit code"
            hint="From your authenticator app."
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={fields.code}
            error={shown.code}
            onChange={(e) => set("code")(e.target.value.replace(/\s/g, ""))}
          />
          {signIn.error && <Alert severity="error">{signIn.error.message}</Alert>}
          <Button type="submit" $block disabled={signIn.isPending} aria-busy={signIn.isPending}>
            Sign in
          </Button>
        </FormColumn>
      </Card>
    </Screen>
  );
}

const Screen = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${space.md};
  background: ${colors.primary};
`;

const Card = styled.section`
  width: 100%;
  max-width: ${sizes.loginCardWidth}px;
  padding: ${space.lg};
  border-radius: ${radius.md};
  background: ${colors.surface};
  box-shadow: ${elevation.overlay};
  h1 { margin: ${space.sm} 0 ${space.md}; font-size: ${type.size.xl}; }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  font-weight: ${type.weight.bold};
  color: ${colors.primary};
`;
