import type { ReactNode } from "react";
import styled from "styled-components";
import { colors } from "@/config/theme";

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

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;

  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    color: ${colors.textMuted};
    font-size: 0.85rem;
  }
  /* The app-wide select look (with its chevron) stays: only the width is the bar's. */
  select { max-width: 100%; }
`;
