import styled from "styled-components";
import { colors } from "@/config/theme";

/** Props of {@link PowerballPicker}. */
export interface PowerballPickerProps {
  max: number;
  selected: number | null;
  /** Powerpik buys every Powerball, so the barrel is shown all chosen and locked (DECISIONS 6). */
  powerpik: boolean;
  onSelect: (n: number) => void;
}

/** Powerball's second barrel, 1…max (spec §1 Powerball 1 of 20). */
export function PowerballPicker({ max, selected, powerpik, onSelect }: PowerballPickerProps) {
  return (
    <fieldset>
      <legend>{powerpik ? `Powerpik: all ${max} Powerball numbers` : "Pick your Powerball"}</legend>
      <Grid>
        {Array.from({ length: max }, (_, i) => i + 1).map((n) => {
          const on = powerpik || selected === n;
          return (
            <Cell
              key={n}
              type="button"
              aria-pressed={on}
              aria-label={`Powerball ${n}`}
              disabled={powerpik}
              $on={on}
              onClick={() => onSelect(n)}
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

const Cell = styled.button<{ $on: boolean }>`
  aspect-ratio: 1;
  border: 2px solid ${colors.accent};
  border-radius: 50%;
  background: ${(p) => (p.$on ? colors.accent : colors.surface)};
  color: ${colors.text};
  font-weight: 700;
  cursor: pointer;

  &:disabled {
    cursor: default;
  }
`;
