import { PERTH } from "@lotto/core";
import { space } from "@lotto/ui/theme";
import { useMemo } from "react";
import styled from "styled-components";
import { useGames } from "@/api/use-games";
import { Page } from "@/components/layout/page";
import { nowInstant } from "@/lib/instant";
import { useResults } from "./api/get-results";
import { DrawHistory } from "./components/draw-history";
import { HistoryFilters } from "./components/history-filters";
import { LatestDraws } from "./components/latest-draws";
import { latestDraws } from "./hooks/latest-draws";
import { useResultsParams } from "./hooks/use-results-params";
import { useVerifyDraw } from "./hooks/use-verify-draw";

/**
 * Results: every game's latest draw at a glance, then one game's past draws with paging, a date filter,
 * dividends and the draw's proof to check (R-SCREENS Results; docs/verifiable-draws.md).
 */
export default function ResultsPage() {
  const params = useResultsParams();
  const games = useGames();
  const history = useResults(params.game.id, params.page, params.toDate);
  const verify = useVerifyDraw();
  const latest = useMemo(() => (games.data ? latestDraws(games.data) : undefined), [games.data]);
  const today = useMemo(() => nowInstant().toZonedDateTimeISO(PERTH).toPlainDate().toString(), []);
  const showHistory = (slug: string) => {
    params.setGame(slug);
    document.getElementById("past-draws-title")?.scrollIntoView?.({ block: "start" });
  };
  return (
    <Page title="Results">
      <LatestDraws draws={games.isError ? [] : latest} onHistory={showHistory} />
      {games.isError && <p role="alert">{games.error.message}</p>}
      <History aria-labelledby="past-draws-title" aria-busy={history.isPending}>
        <h2 id="past-draws-title">Past draws</h2>
        <HistoryFilters
          game={params.game}
          toDate={params.toDate}
          today={today}
          onGame={params.setGame}
          onToDate={params.setToDate}
        />
        <DrawHistory
          game={params.game}
          results={history.data?.results}
          error={history.isError ? history.error.message : null}
          page={params.page}
          totalPages={history.data?.total_pages ?? 1}
          toDate={params.toDate}
          verifyState={verify.state}
          onVerify={verify.run}
          onPage={params.setPage}
        />
      </History>
    </Page>
  );
}

const History = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  scroll-margin-top: 80px;
`;
