import { GAMES, type GameId, gameColour, isGameId } from "@lotto/core";
import { useState } from "react";
import styled from "styled-components";
import { Page } from "@/components/layout/page";
import { DividendsDialog } from "@/components/results/dividends-dialog";
import type { ResultSummary } from "@/components/results/result-summary";
import { Pagination } from "@/components/ui/pagination";
import { colors } from "@/config/theme";
import { useResults } from "./api/get-results";
import { ResultCard } from "./components/result-card";
import { toResultView } from "./hooks/to-result-view";
import { useVerifyDraw } from "./hooks/use-verify-draw";

/**
 * Results: per game, newest first, with divisions, the dividends dialog for division-one winners and
 * verification (R-SCREENS Results, Home; docs/decisions.md#d3).
 */
export default function ResultsPage() {
  const [gameId, setGameId] = useState<GameId>(GAMES[0]!.id);
  const [page, setPage] = useState(1);
  const results = useResults(gameId, page);
  const verify = useVerifyDraw();
  const [dividends, setDividends] = useState<ResultSummary | null>(null);
  const game = GAMES.find((g) => g.id === gameId)!;
  const colour = gameColour(gameId) ?? colors.primary;
  return (
    <Page title="Results">
      <Label>
        Game
        <select
          value={gameId}
          onChange={(e) => {
            const id = Number(e.target.value);
            if (isGameId(id)) setGameId(id);
            setPage(1);
          }}
        >
          {GAMES.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      </Label>
      {results.isPending && <p role="status">Loading results…</p>}
      {results.isError && <p role="alert">{results.error.message}</p>}
      {results.data?.results.length === 0 && <p>No draws yet for {game.name}.</p>}
      {results.data?.results.map((result) => {
        const view = toResultView(result);
        return (
          <ResultCard
            key={result.draw_num}
            gameName={game.name}
            colour={colour}
            result={view}
            verify={verify.state(result)}
            onVerify={() => verify.run(result)}
            onOpenDividends={() =>
              setDividends({
                ...view,
                id: `${gameId}-${view.drawNumber}`,
                gameTitle: game.name,
                colour,
                gameKind: game.kind,
              })
            }
          />
        );
      })}
      <Pagination page={page} totalPages={results.data?.total_pages ?? 1} onPage={setPage} />
      {dividends && <DividendsDialog result={dividends} onClose={() => setDividends(null)} />}
    </Page>
  );
}

const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  max-width: 240px;
  color: ${colors.textMuted};

  select {
    padding: 8px;
    border: 1px solid ${colors.border};
    border-radius: 6px;
    color: ${colors.text};
  }
`;
