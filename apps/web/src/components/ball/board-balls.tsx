import type { BoardMatches } from "@lotto/core";
import { colors, radius, type } from "@lotto/ui/theme";
import styled from "styled-components";
import { Ball } from "./ball";
import type { BallSize } from "./ball-look";
import { BallRow } from "./ball-row";

/** Props of {@link BoardBalls}. */
export interface BoardBallsProps {
  /** The game's kind in core: a digits game's numbers show as digits. */
  gameKind: "lotto" | "digits";
  colour: string;
  numbers: readonly number[];
  /** The board's Powerball; 0 is Powerpik (every Powerball), null a game without one. */
  powerball?: number | null;
  /**
   * The board against its draw (core's `boardMatches`): winning and supplementary matches told apart;
   * left out when there is no draw to compare with.
   */
  matches?: BoardMatches;
  /** Accessible name, e.g. "Board A". */
  label: string;
  size?: Exclude<BallSize, "picker">;
}

const MATCHED = { winning: true, supplementary: "supplementary", none: false } as const;

/** The numbers a player chose on one board (tickets, favourites, cart), matches ticked after a draw. */
export function BoardBalls({
  gameKind,
  colour,
  numbers,
  powerball = null,
  matches,
  label,
  size = "small",
}: BoardBallsProps) {
  return (
    // A Powerpik text is wider than a ball: that row wraps as it will.
    <BallRow
      role="group"
      aria-label={label}
      $shape={
        powerball === 0
          ? undefined
          : { balls: numbers.length + (powerball === null ? 0 : 1), groups: powerball === null ? 0 : 1, size }
      }
    >
      {numbers.map((n, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: digits repeat, so the position is the identity
        <span key={i}>
          <Ball
            value={n}
            kind={gameKind === "digits" ? "digit" : "main"}
            colour={colour}
            matched={matches && MATCHED[matches.numbers[i] ?? "none"]}
            size={size}
          />
        </span>
      ))}
      {powerball !== null && (
        <span data-group-start>
          {powerball === 0 ? (
            <Powerpik>Powerpik: every Powerball</Powerpik>
          ) : (
            <Ball
              value={powerball}
              kind="powerball"
              colour={colour}
              matched={matches?.powerball ?? undefined}
              size={size}
            />
          )}
        </span>
      )}
    </BallRow>
  );
}

const Powerpik = styled.span`
  padding: 2px 8px;
  border: 3px double ${colors.text};
  border-radius: ${radius.full};
  background: ${colors.accent};
  color: ${colors.text};
  font-size: ${type.size.sm};
  font-weight: ${type.weight.bold};
`;
