import { isValidPassword } from "@lotto/core";
import { useState } from "react";
import { Field, PasswordChecklist } from "@/components/form";
import { Button } from "@/components/ui/button";
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
      <Field
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={current}
        error={errors.current}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        value={next}
        error={errors.next}
        onChange={(e) => setNext(e.target.value)}
      />
      <PasswordChecklist password={next} />
      <ActionStatusLine status={status} />
      <Button type="submit" disabled={status.kind === "busy"}>
        Change password
      </Button>
    </Form>
  );
}
