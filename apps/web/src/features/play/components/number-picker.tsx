import styled from "styled-components";
import { colors, textOn } from "@/config/theme";

/** Props of {@link NumberPicker}. */
export interface NumberPickerProps {
  /** Accessible name of the barrel, e.g. "Pick 6 numbers". */
  label: string;
  min: number;
  max: number;
  selected: readonly number[];
  /** The board holds this many numbers; once full, unselected numbers are disabled. */
  required: number;
  colour: string;
  onToggle: (n: number) => void;
}

/** A lotto barrel grid, min…max; a number toggles on click (spec §2 game pages: number picker). */
export function NumberPicker({ label, min, max, selected, required, colour, onToggle }: NumberPickerProps) {
  const full = selected.length >= required;
  return (
    <fieldset>
      <legend>
        {label} ({selected.length}/{required})
      </legend>
      <Grid>
        {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => {
          const on = selected.includes(n);
          return (
            <Cell
              key={n}
              type="button"
              aria-pressed={on}
              disabled={!on && full}
              $on={on}
              $colour={colour}
              onClick={() => onToggle(n)}
            >
              {n}
            </Cell>
          );
        })}
      </Grid>
    </fieldset>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(40px, 1fr));
  gap: 6px;
`;

const Cell = styled.button<{ $on: boolean; $colour: string }>`
  aspect-ratio: 1;
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
