import { useState } from "react";
import { Field, PasswordField } from "@/components/form";
import { Button } from "@/components/ui/button";
import { type ActionStatus, ActionStatusLine } from "./action-status";
import { Form } from "./form";

/** Close account (account tab 5): the password confirms it; afterwards the home page says so (R-ERRORS). */
export function CloseAccountPanel({
  status,
  onClose,
}: {
  status: ActionStatus;
  onClose(password: string, reason: string): void;
}) {
  const [password, setPassword] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    setError(password === "" ? "Password is required." : undefined);
    if (password !== "") onClose(password, reason.trim());
  };
  return (
    <Form onSubmit={submit} aria-label="Close account">
      <p>Closing your account is permanent. Withdraw your balance first; you will be logged out.</p>
      <Field label="Reason (optional)" value={reason} onChange={(e) => setReason(e.target.value)} />
      <PasswordField value={password} error={error} onChange={setPassword} />
      <ActionStatusLine status={status} />
      <Button type="submit" $variant="secondary" disabled={status.kind === "busy"}>
        Close my account
      </Button>
    </Form>
  );
}
