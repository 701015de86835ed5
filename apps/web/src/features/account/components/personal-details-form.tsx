import { nameProblem } from "@lotto/core";
import { Button } from "@lotto/ui/button";
import { Field } from "@lotto/ui/form";
import { useState } from "react";
import { type ActionStatus, ActionStatusLine } from "./action-status";
import { Form } from "./form";

/** Height of the form (measured 320 to 1280 px), which its skeleton keeps while the player's details load. */
export const PERSONAL_DETAILS_HEIGHT = 408;

/** Props of {@link PersonalDetailsForm}. */
export interface PersonalDetailsFormProps {
  email: string;
  firstname: string;
  lastname: string;
  status: ActionStatus;
  onSave(details: { firstname: string; lastname: string; mobile?: string }): void;
}

/**
 * Personal details (account tab 0): name and mobile; the email is the login and cannot change here.
 * Names are checked with core's rule on saving, as the server checks them.
 */
export function PersonalDetailsForm(p: PersonalDetailsFormProps) {
  const [firstname, setFirstname] = useState(p.firstname);
  const [lastname, setLastname] = useState(p.lastname);
  const [mobile, setMobile] = useState("");
  const [errors, setErrors] = useState<{ firstname?: string | null; lastname?: string | null }>({});
  const submit = () => {
    const found = {
      firstname: nameProblem("First name", firstname),
      lastname: nameProblem("Last name", lastname),
    };
    setErrors(found);
    if (found.firstname || found.lastname) return;
    const phone = mobile.replace(/\s/g, "");
    p.onSave({ firstname: firstname.trim(), lastname: lastname.trim(), ...(phone ? { mobile: phone } : {}) });
  };
  return (
    <Form onSubmit={submit} aria-label="Personal details">
      <Field label="Email address" value={p.email} readOnly />
      <Field
        label="First name"
        autoComplete="given-name"
        value={firstname}
        error={errors.firstname ?? undefined}
        onChange={(e) => setFirstname(e.target.value)}
      />
      <Field
        label="Last name"
        autoComplete="family-name"
        value={lastname}
        error={errors.lastname ?? undefined}
        onChange={(e) => setLastname(e.target.value)}
      />
      <Field
        label="Mobile number"
        inputMode="tel"
        hint="Leave empty to keep your current number."
        value={mobile}
        onChange={(e) => setMobile(e.target.value)}
      />
      <ActionStatusLine status={p.status} />
      <Button type="submit" disabled={p.status.kind === "busy"}>
        Save details
      </Button>
    </Form>
  );
}
