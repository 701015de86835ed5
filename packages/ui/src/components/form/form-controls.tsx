import { type SelectHTMLAttributes, useId } from "react";
import styled from "styled-components";
import { mediaTouch, sizes } from "../../theme/theme";
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
  const ownId = useId();
  const id = select.id ?? ownId;
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

/** A document to read before ticking a {@link CheckField}, opened beside the form so nothing typed is lost. */
export interface CheckFieldDocument {
  href: string;
  /** The link's text, e.g. 'Read the terms and conditions'. */
  text: string;
}

/**
 * A checkbox with its label and error (terms and privacy acceptance). The document's link sits outside
 * the label: following it never ticks the box, and the box's accessible name stays the label alone.
 */
export function CheckField({
  label,
  checked,
  error,
  onChange,
  document,
  id: givenId,
}: {
  /** The checkbox's id, when a form links to it (error summary). */
  id?: string;
  label: string;
  checked: boolean;
  error?: string | undefined;
  onChange(checked: boolean): void;
  document?: CheckFieldDocument | undefined;
}) {
  const ownId = useId();
  const id = givenId ?? ownId;
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
      {document && (
        <DocumentLink
          href={document.href}
          target="_blank"
          rel="noopener"
          aria-label={`${document.text} (opens in a new tab)`}
        >
          {document.text}
        </DocumentLink>
      )}
      <FieldError id={id} error={error} />
    </FieldColumn>
  );
}

// On a touch screen the label is a target at least 44 px tall and wide (a one-word label too) beside the box.
const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  ${mediaTouch} { min-height: ${sizes.touchTarget}px; label { align-self: stretch; display: flex; align-items: center; min-width: ${sizes.touchTarget}px; } }
`;

// Under the label, in line with its text past the box; a 44 px tall target on a touch screen.
const DocumentLink = styled.a`
  align-self: flex-start;
  margin-left: 24px;
  ${mediaTouch} { display: inline-flex; align-items: center; min-height: ${sizes.touchTarget}px; }
`;

/** Props of {@link SecurityQuestionSelect}. */
export interface SecurityQuestionSelectProps {
  questions: ReadonlyArray<{ id: number; question: string }>;
  /** The chosen question's id, '' before one is chosen. */
  value: string;
  error?: string | undefined;
  /** The select's id, when a form links to it (error summary). */
  id?: string;
  onChange(questionId: string): void;
}

/** The security question asked before a password reset (R-STATES), led by 'Choose a question'. */
export function SecurityQuestionSelect({
  questions,
  value,
  error,
  id,
  onChange,
}: SecurityQuestionSelectProps) {
  return (
    <SelectField
      {...(id ? { id } : {})}
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
