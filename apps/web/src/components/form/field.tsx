import { type InputHTMLAttributes, useId } from "react";
import styled from "styled-components";
import { colors } from "@/config/theme";

/** A labelled input with its error and hint announced to screen readers. */
export function Field({
  label,
  error,
  hint,
  ...input
}: { label: string; error?: string | undefined; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <Wrap>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  small { color: ${colors.textMuted}; }
`;

const ErrorText = styled.span`
  color: ${colors.error};
  font-size: 0.9rem;
`;
