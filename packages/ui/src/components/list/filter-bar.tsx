import type { ReactNode } from "react";
import styled from "styled-components";
import { colors, space, type } from "../../theme/theme";

/** A bar of labelled filters that apply as they change: there is nothing to submit. */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Form aria-label={label} onSubmit={(e) => e.preventDefault()}>
      {children}
    </Form>
  );
}

/** Props of {@link FilterSelect}. */
export interface FilterSelectProps {
  label: string;
  value: string;
  /** The first option's text; its value '' means no filter. */
  allLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A labelled select of a {@link FilterBar}, led by an 'all' option. */
export function FilterSelect({ label, value, allLabel, options, onChange }: FilterSelectProps) {
  return (
    <label>
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

// Every filter takes the same width, two a row on a phone, so the controls line up whatever their
// options' lengths (a select is as wide as its longest option otherwise). The app-wide select look
// (with its chevron) stays: only the width is the bar's.
const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};

  label {
    display: flex;
    flex: 1 1 140px;
    flex-direction: column;
    gap: ${space.xxs};
    max-width: 240px;
    color: ${colors.textMuted};
    font-size: ${type.size.sm};
  }
  select,
  input { box-sizing: border-box; width: 100%; }
`;
