import type { Result } from "@lotto/api";
import type { GameDefinition } from "@lotto/core";
import { Pagination } from "@lotto/ui/pagination";
import { SkeletonList } from "@lotto/ui/skeleton";
import { space } from "@lotto/ui/theme";
import styled from "styled-components";
import { toResultView } from "../hooks/to-result-view";
import type { VerifyState } from "./draw-proof";
import { DrawRow, drawRowHeight } from "./draw-row";

/** Props of {@link DrawHistory}. */
export interface DrawHistoryProps {
  game: GameDefinition;
  /** The page's draws; undefined while the first page loads. */
  results: readonly Result[] | undefined;
  error: string | null;
  page: number;
  totalPages: number;
  toDate: string | null;
  verifyState: (result: Result) => VerifyState;
  onVerify: (result: Result) => void;
  onPage: (page: number) => void;
}

/** Rows a page shows while its first draws load (a page holds 20; the first screen shows about 3). */
const SKELETON_ROWS = 3;

/** A game's past draws, newest first, paged; skeleton rows of the final size while loading. */
export function DrawHistory(props: DrawHistoryProps) {
  const { game, results, error } = props;
  if (error) return <p role="alert">{error}</p>;
  if (results === undefined) {
    return <SkeletonList count={SKELETON_ROWS} rowHeight={drawRowHeight} gap={space.sm} />;
  }
  if (results.length === 0) {
    return (
      <p>
        {props.toDate ? `No ${game.name} draws on or before this date.` : `No draws yet for ${game.name}.`}
      </p>
    );
  }
  return (
    <>
      <List>
        {results.map((result) => (
          <DrawRow
            key={result.draw_num}
            gameName={game.name}
            gameKind={game.kind}
            colour={game.colour}
            result={toResultView(result)}
            verify={props.verifyState(result)}
            onVerify={() => props.onVerify(result)}
          />
        ))}
      </List>
      <Pagination page={props.page} totalPages={props.totalPages} onPage={props.onPage} />
    </>
  );
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`;
