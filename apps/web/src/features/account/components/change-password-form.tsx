import { isValidPassword } from "@lotto/core";
import { Button } from "@lotto/ui/button";
import { PasswordChecklist, PasswordField } from "@lotto/ui/form";
import { useState } from "react";
import { type ActionStatus, ActionStatusLine } from "./action-status";
import { Form } from "./form";

/** Change password (account tab 1): the current one, then a new one under the same rules as sign-up (R-VALIDATION). */
export function ChangePasswordForm({
  status,
  onChange,
}: {
  status: ActionStatus;
  onChange(current: string, next: string): void;
}) {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});
  const submit = () => {
    const found = {
      ...(current === "" ? { current: "Password is required." } : {}),
      ...(isValidPassword(next) ? {} : { next: "Your password does not meet the rules below." }),
    };
    setErrors(found);
    if (!found.current && !found.next) onChange(current, next);
  };
  return (
    <Form onSubmit={submit} aria-label="Change password">
      <PasswordField label="Current password" value={current} error={errors.current} onChange={setCurrent} />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        value={next}
        error={errors.next}
        onChange={setNext}
      />
      <PasswordChecklist password={next} />
      <ActionStatusLine status={status} />
      <Button type="submit" disabled={status.kind === "busy"}>
        Change password
      </Button>
    </Form>
  );
}
