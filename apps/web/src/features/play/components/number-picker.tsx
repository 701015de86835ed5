import { BallButton, BallGrid } from "@/components/ball";

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

/** A lotto barrel grid, min…max; a number toggles on click (R-SCREENS game pages: number picker). */
export function NumberPicker({ label, min, max, selected, required, colour, onToggle }: NumberPickerProps) {
  const full = selected.length >= required;
  return (
    <fieldset>
      <legend>
        {label} ({selected.length}/{required})
      </legend>
      <BallGrid>
        {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => {
          const on = selected.includes(n);
          return (
            <BallButton
              key={n}
              value={n}
              colour={colour}
              selected={on}
              disabled={!on && full}
              onClick={() => onToggle(n)}
            />
          );
        })}
      </BallGrid>
    </fieldset>
  );
}
