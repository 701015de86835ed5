import { ChipButton } from "@lotto/ui/chip";
import { colors } from "@lotto/ui/theme";
import styled from "styled-components";
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
          <ChipButton
            key={option.value}
            radio
            selected={option.value === value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </ChipButton>
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
