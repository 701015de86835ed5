import type { Board, GameDefinition } from "@lotto/core";
import { DigitPicker } from "./digit-picker";
import { NumberPicker } from "./number-picker";
import { PowerballPicker } from "./powerball-picker";

/** Props of {@link EntryPicker}. */
export interface EntryPickerProps {
  game: GameDefinition;
  board: Board;
  /** Numbers this board holds (core `effectiveSystem`): the system size, or the digit count. */
  required: number;
  /** Highest main number and Powerball from the purchase config (win_ball_max, powerball_max). */
  winBallMax: number;
  powerballMax: number;
  powerpik: boolean;
  onChange: (numbers: number[], powerball: number | null) => void;
}

/** The picker of the game's matrix: lotto barrel (+ Powerball) or digit columns (R-GAMES, R-SCREENS). */
export function EntryPicker({
  game,
  board,
  required,
  winBallMax,
  powerballMax,
  powerpik,
  onChange,
}: EntryPickerProps) {
  if (game.kind === "digits") {
    return (
      <DigitPicker
        positions={required}
        value={board.numbers}
        colour={game.colour}
        onChange={(position, digit) =>
          onChange([...board.numbers.slice(0, position), digit], board.powerball)
        }
      />
    );
  }
  const toggle = (n: number) =>
    onChange(
      board.numbers.includes(n)
        ? board.numbers.filter((x) => x !== n)
        : [...board.numbers, n].sort((a, b) => a - b),
      board.powerball,
    );
  return (
    <>
      <NumberPicker
        label={`Pick ${required} numbers`}
        min={game.numberMin}
        max={winBallMax}
        selected={board.numbers}
        required={required}
        colour={game.colour}
        onToggle={toggle}
      />
      {game.powerballMax !== null && (
        <PowerballPicker
          max={powerballMax}
          selected={board.powerball}
          powerpik={powerpik}
          colour={game.colour}
          onSelect={(n) => onChange(board.numbers, n)}
        />
      )}
    </>
  );
}
