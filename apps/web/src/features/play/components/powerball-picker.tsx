import { BallButton, BallGrid } from "@/components/ball";

/** Props of {@link PowerballPicker}. */
export interface PowerballPickerProps {
  max: number;
  selected: number | null;
  /** Powerpik buys every Powerball, so the barrel is shown all chosen and locked (docs/decisions.md#d6). */
  powerpik: boolean;
  /** The game's colour (core); the Powerball's own look sets it apart from the main numbers. */
  colour: string;
  onSelect: (n: number) => void;
}

/** Powerball's second barrel, 1…max (R-GAMES Powerball 1 of 20). */
export function PowerballPicker({ max, selected, powerpik, colour, onSelect }: PowerballPickerProps) {
  return (
    <fieldset>
      <legend>{powerpik ? `Powerpik: all ${max} Powerball numbers` : "Pick your Powerball"}</legend>
      <BallGrid>
        {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
          <BallButton
            key={n}
            value={n}
            kind="powerball"
            colour={colour}
            label={`Powerball ${n}`}
            selected={powerpik || selected === n}
            disabled={powerpik}
            onClick={() => onSelect(n)}
          />
        ))}
      </BallGrid>
    </fieldset>
  );
}
