import { type GameDefinition, hasCash3Choices, playTypesOf } from "@lotto/core";
import { Skeleton, skeletonLook } from "@lotto/ui/skeleton";
import { mediaUp, radius } from "@lotto/ui/theme";
import styled from "styled-components";
import { BALL_SIZES, BallGrid } from "@/components/ball";
import { OPTIONS_GRID } from "./entry-options-panel";

/** Measured heights of what replaces the skeleton, in px: the digit columns (every width). */
const DIGIT_PICKER_HEIGHT = 494;
/**
 * One board and 'Add board' on a phone (the actions on one line under the board, 44 px touch targets:
 * measured at 320, 390 and 412 px) and from the tablet class up.
 */
const BOARD_HEIGHT = { mobile: 156, tablet: 100 } as const;
/** The odds card of an entry not yet complete ('Your chances' and its one line). */
const ODDS_HEIGHT = 116;
/** The price bar with its buttons. */
const PRICE_BAR_HEIGHT = 80;
/** An option's label line (0.85rem at line height 1.5) over its 44 px select. */
const OPTION_LABEL_HEIGHT = 20.4;

/**
 * The game page while its purchase config loads: skeletons laid out as the entry options, the picker's
 * barrel (one placeholder ball per number of the game), a board, the odds card and the price bar, so
 * nothing jumps when they arrive. One busy region names what is loading.
 */
export function GameEntrySkeleton({ game }: { game: GameDefinition }) {
  // The four selects (system, boards, multi-draw, advance play), then the game's rows of chips.
  const chips = (hasCash3Choices(game.id) ? 2 : 0) + (playTypesOf(game).length > 0 ? 1 : 0);
  return (
    <Busy role="status" aria-busy="true" aria-label={`Loading ${game.name}`}>
      <span />
      <Options aria-hidden="true">
        {Array.from({ length: 4 + chips }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
          <Option key={i} data-wide={i >= 4 ? "" : undefined}>
            <Skeleton height={OPTION_LABEL_HEIGHT} width={i >= 4 ? "90px" : "50%"} radius="sm" />
            <Skeleton
              height={BALL_SIZES.picker}
              width={i >= 4 ? "240px" : "100%"}
              radius={i >= 4 ? "full" : "sm"}
            />
          </Option>
        ))}
      </Options>
      <div aria-hidden="true">
        {game.kind === "digits" ? (
          <Skeleton height={DIGIT_PICKER_HEIGHT} />
        ) : (
          <>
            <Barrel count={game.numberMax - game.numberMin + 1} />
            {game.powerballMax !== null && <Barrel count={game.powerballMax} />}
          </>
        )}
      </div>
      <EntryLowerSkeleton />
    </Busy>
  );
}

/**
 * A board, the odds card and the price bar: what stands below the picker until their own render
 * (game-entry-view.tsx) has committed, so nothing jumps when they arrive.
 */
export function EntryLowerSkeleton() {
  return (
    <>
      <Board aria-hidden="true" />
      <Skeleton height={ODDS_HEIGHT} />
      <Skeleton height={PRICE_BAR_HEIGHT} />
    </>
  );
}

// A picker's fieldset as the real one lays it out: its legend line, then as many balls a row as fit.
function Barrel({ count }: { count: number }) {
  return (
    <fieldset>
      <legend>
        <Skeleton height={24} width="160px" radius="sm" />
      </legend>
      <BallGrid>
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
          <Ball key={i} data-skeleton="" />
        ))}
      </BallGrid>
    </fieldset>
  );
}

// The page's own column and gap (components/layout/page.tsx): the empty first child stands for the
// game's status line, so the sections below start where the loaded ones will.
const Busy = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Options = styled.div`
  ${OPTIONS_GRID}
`;

const Option = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

const Ball = styled.span`
  ${skeletonLook}
  width: ${BALL_SIZES.picker}px;
  height: ${BALL_SIZES.picker}px;
  border-radius: ${radius.full};
`;

const Board = styled.div`
  ${skeletonLook}
  height: ${BOARD_HEIGHT.mobile}px;
  border-radius: ${radius.md};
  ${mediaUp("tablet")} {
    height: ${BOARD_HEIGHT.tablet}px;
  }
`;
