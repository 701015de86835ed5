import { colors } from "@lotto/ui/theme";
import { useId } from "react";
import styled from "styled-components";

/** One choice of an entry option; labels come from core or the purchase config. */
export interface OptionChoice {
  value: string;
  label: string;
}

/** Props of {@link OptionSelect}. */
export interface OptionSelectProps {
  label: string;
  value: string;
  options: readonly OptionChoice[];
  onChange: (value: string) => void;
}

/** A labelled select for system, number of boards, multi-draw or advance play (R-ENTITIES Entry options). */
export function OptionSelect({ label, value, options, onChange }: OptionSelectProps) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} disabled={options.length < 2} onChange={(e) => onChange(e.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;

  label {
    font-size: 0.85rem;
    color: ${colors.textMuted};
  }
`;
