import styled from "styled-components";
import { BallButton } from "@/components/ball";

const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Props of {@link DigitPicker}. */
export interface DigitPickerProps {
  /** Positions: Super66 six, Cash 3 three (R-GAMES). */
  positions: number;
  /** The chosen digits in order; the next position to fill is `value.length` (later ones wait). */
  value: readonly number[];
  colour: string;
  onChange: (position: number, digit: number) => void;
}

/** One 0–9 column per position, for Super66 and Cash 3 (R-GAMES, R-SCREENS game pages). */
export function DigitPicker({ positions, value, colour, onChange }: DigitPickerProps) {
  return (
    <Columns>
      {Array.from({ length: positions }, (_, position) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: positions are fixed and never reorder
        <fieldset key={position}>
          <legend>Digit {position + 1}</legend>
          {DIGITS.map((digit) => (
            <BallButton
              key={digit}
              value={digit}
              kind="digit"
              colour={colour}
              label={`Digit ${position + 1}: ${digit}`}
              selected={value[position] === digit}
              disabled={position > value.length}
              onClick={() => onChange(position, digit)}
            />
          ))}
        </fieldset>
      ))}
    </Columns>
  );
}

// Six 44 px columns with 4 px gaps take 284 px: they fit a 320 px screen without sideways scroll.
const Columns = styled.div`
  display: flex;
  gap: 4px;

  fieldset {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 4px;
    min-width: 0;
    margin: 0;
    border: 0;
    padding: 0;
  }
  legend {
    font-size: 0.75rem;
  }
`;
