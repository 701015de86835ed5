import { type SelectHTMLAttributes, useId } from "react";
import styled from "styled-components";
import { mediaTouch, sizes } from "@/config/theme";
import { errorIdOf, FieldColumn, FieldError } from "./field-parts";

/** A labelled select with its error announced, like {@link Field}. */
export function SelectField({
  label,
  error,
  options,
  ...select
}: {
  label: string;
  error?: string | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <FieldColumn>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdOf(id) : undefined}
        {...select}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </FieldColumn>
  );
}

/** A checkbox with its label and error (terms and privacy acceptance). */
export function CheckField({
  label,
  checked,
  error,
  onChange,
}: {
  label: string;
  checked: boolean;
  error?: string | undefined;
  onChange(checked: boolean): void;
}) {
  const id = useId();
  return (
    <FieldColumn>
      <Row>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorIdOf(id) : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </Row>
      <FieldError id={id} error={error} />
    </FieldColumn>
  );
}

// On a touch screen the label is a 44 px tall target beside the box.
const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  ${mediaTouch} { min-height: ${sizes.touchTarget}px; label { align-self: stretch; display: flex; align-items: center; } }
`;

/** Props of {@link SecurityQuestionSelect}. */
export interface SecurityQuestionSelectProps {
  questions: ReadonlyArray<{ id: number; question: string }>;
  /** The chosen question's id, '' before one is chosen. */
  value: string;
  error?: string | undefined;
  onChange(questionId: string): void;
}

/** The security question asked before a password reset (R-STATES), led by 'Choose a question'. */
export function SecurityQuestionSelect({ questions, value, error, onChange }: SecurityQuestionSelectProps) {
  return (
    <SelectField
      label="Security question"
      value={value}
      error={error}
      options={[
        { value: "", label: "Choose a question" },
        ...questions.map((q) => ({ value: String(q.id), label: q.question })),
      ]}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
