import { GAMES, type GameId, gameColour, isGameId } from "@lotto/core";
import { useState } from "react";
import styled from "styled-components";
import { Page } from "@/components/layout/page";
import { Pagination } from "@/components/ui/pagination";
import { colors } from "@/config/theme";
import { useResults } from "./api/get-results";
import { ResultCard } from "./components/result-card";
import { toResultView } from "./hooks/to-result-view";
import { useVerifyDraw } from "./hooks/use-verify-draw";

/** Results: per game, newest first, with divisions and verification (spec §2 Results; DECISIONS 3). */
export default function ResultsPage() {
  const [gameId, setGameId] = useState<GameId>(GAMES[0]!.id);
  const [page, setPage] = useState(1);
  const results = useResults(gameId, page);
  const verify = useVerifyDraw();
  const game = GAMES.find((g) => g.id === gameId)!;
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
      {results.data?.results.map((result) => (
        <ResultCard
          key={result.draw_num}
          gameName={game.name}
          colour={gameColour(gameId) ?? colors.primary}
          result={toResultView(result)}
          verify={verify.state(result)}
          onVerify={() => verify.run(result)}
        />
      ))}
      <Pagination page={page} totalPages={results.data?.total_pages ?? 1} onPage={setPage} />
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
