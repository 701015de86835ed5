import type { MarkedEntry } from "@lotto/api";
import { boardMatches, gameById, perthDateTimeText } from "@lotto/core";
import { Button } from "@lotto/ui/button";
import { Dialog } from "@lotto/ui/dialog";
import { formatMoney } from "@lotto/ui/format-money";
import { Skeleton } from "@lotto/ui/skeleton";
import { colors, space, type } from "@lotto/ui/theme";
import styled from "styled-components";
import { BoardBalls, DrawnBalls } from "@/components/ball";
import { instantOf } from "@/lib/instant";

/** The dialog's width: a six-ball board and its division line sit on one row at desktop sizes. */
const ENTRY_DETAILS_WIDTH = 600;

/** Props of {@link EntryDetails}. */
export interface EntryDetailsProps {
  /** The ticket's draws; undefined while they load (the dialog shows a skeleton of one draw). */
  entry: MarkedEntry | undefined;
  /** The ticket's game, from its row, so the title shows before the draws arrive. */
  gameName: string;
  /** The ticket's status label, from its row. */
  status: string;
  /** Why the draws could not be read, if they could not. */
  error?: string | null;
  /** Status label per play-history code (core). */
  statusLabel: (status: number) => string;
  onClose: () => void;
  /** Opens the ticket's numbers on the game page with the autoplay set-up; absent hides the button. */
  onPlayAutomatically?: () => void;
}

/**
 * A ticket's draws with its marked numbers as balls (the player's Powerball too), winning and
 * supplementary matches ticked apart, each draw's date and prize (R-SCREENS Tickets), in a modal dialog: it opens over the row the player tapped, wherever the list is scrolled,
 * and focus returns to that row's Details button when it closes.
 */
export function EntryDetails(props: EntryDetailsProps) {
  const { entry, gameName, status, statusLabel, onClose, onPlayAutomatically, error = null } = props;
  return (
    <Dialog
      id="entry-details-dialog"
      title={`${gameName} · ${status}`}
      onClose={onClose}
      width={ENTRY_DETAILS_WIDTH}
      actions={
        <>
          {onPlayAutomatically && (
            <Button type="button" $variant="secondary" disabled={!entry} onClick={onPlayAutomatically}>
              Play automatically
            </Button>
          )}
          <Button type="button" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      {error !== null && <p role="alert">{error}</p>}
      {entry && <EntryDraws entry={entry} status={status} statusLabel={statusLabel} />}
      {!entry && error === null && (
        <div role="status" aria-busy="true" aria-label="Loading the ticket's draws">
          <Skeleton height={DRAW_SKELETON_HEIGHT} />
        </div>
      )}
    </Dialog>
  );
}

/** Roughly one draw's height (heading, drawn balls, one board), what most tickets show. */
const DRAW_SKELETON_HEIGHT = 120;

// The status is said once: in the dialog's title, and on a draw only where it differs from it.
function EntryDraws({
  entry,
  status,
  statusLabel,
}: Pick<EntryDetailsProps, "statusLabel" | "status"> & { entry: Omit<MarkedEntry, "add_on"> }) {
  const game = gameById(entry.game_id);
  const addOn = "add_on" in entry ? (entry as MarkedEntry).add_on : undefined;
  return (
    <>
      {entry.draws.map((draw) => {
        const drawn = draw.winning_numbers.length > 0;
        const drawStatus = statusLabel(draw.status);
        const numbers = {
          winning: draw.winning_numbers,
          supplementary: draw.supplementary_numbers,
          powerball: draw.powerball,
        };
        return (
          <Draw key={draw.draw_number} aria-label={`Draw ${draw.draw_number}`}>
            <h3>
              Draw {draw.draw_number} ·{" "}
              <time dateTime={draw.draw_date}>{perthDateTimeText(instantOf(draw.draw_date))}</time>
              {drawStatus !== status && ` · ${drawStatus}`}
              {draw.prize > 0 && ` · won ${formatMoney(draw.prize)}`}
            </h3>
            {drawn ? (
              <DrawnBalls
                label={`Draw ${draw.draw_number} numbers`}
                gameKind={game.kind}
                colour={game.colour}
                winning={draw.winning_numbers}
                supplementary={draw.supplementary_numbers}
                powerball={draw.powerball}
                size="small"
              />
            ) : (
              <p>Not drawn yet</p>
            )}
            <Boards>
              {draw.boards.map((board) => (
                <li key={board.group_name}>
                  <strong>{board.group_name}</strong>
                  <BoardBalls
                    label={`Board ${board.group_name}`}
                    gameKind={game.kind}
                    colour={game.colour}
                    numbers={board.numbers}
                    powerball={board.powerball}
                    matches={drawn ? boardMatches(game, board.numbers, board.powerball, numbers) : undefined}
                  />
                  {board.division !== null && (
                    <span>
                      Division {board.division}: {formatMoney(board.prize)}
                    </span>
                  )}
                </li>
              ))}
            </Boards>
          </Draw>
        );
      })}
      {addOn && (
        // The add-on game bought with the ticket (R-ENTITIES addOnGame), settled by its own draws.
        <section aria-label={`${gameById(addOn.game_id).name} add-on`} data-testid="add-on-details">
          <h3>
            + {gameById(addOn.game_id).name} · {statusLabel(addOn.status)}
          </h3>
          <EntryDraws entry={addOn} status={statusLabel(addOn.status)} statusLabel={statusLabel} />
        </section>
      )}
    </>
  );
}

const Draw = styled.article`
  padding: ${space.xs} 0;
  border-bottom: 1px solid ${colors.border};

  h3 {
    margin: 0 0 ${space.xxs};
    font-size: ${type.size.md};
  }
`;

const Boards = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  margin: ${space.xs} 0 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space.xs};
  }
`;
