import styled from "styled-components";
import { colors } from "@/config/theme";
import type { OptionChoice } from "./option-select";

/** Props of {@link ChoiceGroup}. */
export interface ChoiceGroupProps {
  label: string;
  value: string;
  options: readonly OptionChoice[];
  onChange: (value: string) => void;
}

/**
 * A row of radio-like toggle buttons: Cash 3 stake ($0.50/$1) and play type (exact/any/both),
 * Millionaire Medley 1-day/3-day play (R-GAMES, R-LIMITS).
 */
export function ChoiceGroup({ label, value, options, onChange }: ChoiceGroupProps) {
  return (
    <Group role="radiogroup" aria-label={label}>
      <span>{label}</span>
      <div>
        {options.map((option) => (
          <Choice
            key={option.value}
            type="button"
            role="radio"
            aria-checked={option.value === value}
            $on={option.value === value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </Choice>
        ))}
      </div>
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;

  > span {
    font-size: 0.85rem;
    color: ${colors.textMuted};
  }
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
`;

const Choice = styled.button<{ $on: boolean }>`
  padding: 8px 12px;
  border: 1px solid ${colors.primary};
  border-radius: 6px;
  background: ${(p) => (p.$on ? colors.primary : colors.surface)};
  color: ${(p) => (p.$on ? colors.surface : colors.primary)};
  cursor: pointer;
`;
