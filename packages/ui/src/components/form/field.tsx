import { type ComponentProps, type InputHTMLAttributes, useId } from "react";
import { errorIdOf, FieldColumn, FieldError } from "./field-parts";

/** A labelled input with its error and hint announced to screen readers. */
export function Field({
  label,
  error,
  hint,
  ...input
}: { label: string; error?: string | undefined; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  // A form that links to its fields (error summary) names their ids; otherwise one is made.
  const ownId = useId();
  const id = input.id ?? ownId;
  const describedBy = [error ? errorIdOf(id) : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <FieldColumn>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      <FieldError id={id} error={error} />
    </FieldColumn>
  );
}

/** Props of {@link EmailField} and {@link PasswordField}: a {@link Field} whose changes come as the new text. */
export type TextFieldProps = Omit<ComponentProps<typeof Field>, "onChange" | "type" | "label"> & {
  label?: string;
  onChange(value: string): void;
};

/** The label, type and autocomplete of each kind of text field, unless its props say otherwise. */
const TEXT_KINDS = {
  email: { label: "Email address", type: "email", autoComplete: "email" },
  password: { label: "Password", type: "password", autoComplete: "current-password" },
} as const;

function TextField({ kind, onChange, ...field }: TextFieldProps & { kind: keyof typeof TEXT_KINDS }) {
  return <Field {...TEXT_KINDS[kind]} {...field} onChange={(e) => onChange(e.target.value)} />;
}

/** The email address field (labelled 'Email address' unless told otherwise). */
export const EmailField = (props: TextFieldProps) => <TextField kind="email" {...props} />;

/** A password field: the current password unless `autoComplete` says 'new-password'. */
export const PasswordField = (props: TextFieldProps) => <TextField kind="password" {...props} />;
