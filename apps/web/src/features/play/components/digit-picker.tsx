import styled from "styled-components";
import { colors, textOn } from "@/config/theme";

const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Props of {@link DigitPicker}. */
export interface DigitPickerProps {
  /** Positions: Super66 six, Cash 3 three (spec §1). */
  positions: number;
  /** The chosen digits in order; the next position to fill is `value.length` (later ones wait). */
  value: readonly number[];
  colour: string;
  onChange: (position: number, digit: number) => void;
}

/** One 0–9 column per position, for Super66 and Cash 3 (spec §1, §2 game pages). */
export function DigitPicker({ positions, value, colour, onChange }: DigitPickerProps) {
  return (
    <Columns>
      {Array.from({ length: positions }, (_, position) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: positions are fixed and never reorder
        <fieldset key={position}>
          <legend>Digit {position + 1}</legend>
          {DIGITS.map((digit) => {
            const on = value[position] === digit;
            return (
              <Cell
                key={digit}
                type="button"
                aria-pressed={on}
                aria-label={`Digit ${position + 1}: ${digit}`}
                disabled={position > value.length}
                $on={on}
                $colour={colour}
                onClick={() => onChange(position, digit)}
              >
                {digit}
              </Cell>
            );
          })}
        </fieldset>
      ))}
    </Columns>
  );
}

const Columns = styled.div`
  display: flex;
  gap: 8px;

  fieldset {
    display: flex;
    flex-direction: column;
    gap: 4px;
    border: 0;
    padding: 0;
  }
  legend {
    font-size: 0.75rem;
  }
`;

const Cell = styled.button<{ $on: boolean; $colour: string }>`
  width: 36px;
  height: 36px;
  border: 2px solid ${(p) => p.$colour};
  border-radius: 50%;
  background: ${(p) => (p.$on ? p.$colour : colors.surface)};
  color: ${(p) => (p.$on ? textOn(p.$colour) : colors.text)};
  font-weight: 700;
  cursor: pointer;

  &:disabled {
    border-color: ${colors.border};
    color: ${colors.inactive};
    cursor: not-allowed;
  }
`;
