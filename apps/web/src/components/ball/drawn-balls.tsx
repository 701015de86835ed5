import { Ball } from "./ball";
import type { BallKind, BallSize } from "./ball-look";
import { BallRow } from "./ball-row";

/** Props of {@link DrawnBalls}. */
export interface DrawnBallsProps {
  /** The game's kind in core: a digits game shows its numbers as digits. */
  gameKind: "lotto" | "digits";
  colour: string;
  winning: readonly number[];
  supplementary: readonly number[];
  powerball: number | null;
  /** Accessible name of the row, e.g. "Winning numbers". */
  label: string;
  size?: Exclude<BallSize, "picker">;
}

/** A draw's numbers in one row: winning, then supplementaries, then the Powerball. */
export function DrawnBalls({
  gameKind,
  colour,
  winning,
  supplementary,
  powerball,
  label,
  size = "medium",
}: DrawnBallsProps) {
  const main: BallKind = gameKind === "digits" ? "digit" : "main";
  return (
    <BallRow
      role="group"
      aria-label={label}
      $shape={{
        balls: winning.length + supplementary.length + (powerball === null ? 0 : 1),
        groups: (supplementary.length > 0 ? 1 : 0) + (powerball === null ? 0 : 1),
        size,
      }}
    >
      {winning.map((n, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: digits repeat, so the position is the identity
        <span key={`w${i}`}>
          <Ball value={n} kind={main} colour={colour} size={size} />
        </span>
      ))}
      {supplementary.map((n, i) => (
        <span key={`s${n}`} data-group-start={i === 0 || undefined}>
          <Ball value={n} kind="supplementary" colour={colour} size={size} />
        </span>
      ))}
      {powerball !== null && (
        <span data-group-start>
          <Ball value={powerball} kind="powerball" colour={colour} size={size} />
        </span>
      )}
    </BallRow>
  );
}
