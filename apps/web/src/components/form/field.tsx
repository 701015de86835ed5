import { type InputHTMLAttributes, useId } from "react";
import { errorIdOf, FieldColumn, FieldError } from "./field-parts";

/** A labelled input with its error and hint announced to screen readers. */
export function Field({
  label,
  error,
  hint,
  ...input
}: { label: string; error?: string | undefined; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
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
