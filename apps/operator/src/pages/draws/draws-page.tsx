import { operatorRunDrawEndpoint } from "@lotto/api";
import { Button } from "@lotto/ui/button";
import { useState } from "react";
import type { DrawListing } from "../../api/answers";
import { queryKeys } from "../../api/query-keys";
import { useDraws } from "../../api/reads";
import { useOperatorAction } from "../../api/use-operator-action";
import { ActionDialog } from "../../components/action-dialog";
import { ConsolePage } from "../../components/console-page";
import { DataTable } from "../../components/data-table";
import { formatWhen, gameName } from "../../components/format";
import { QueryState } from "../../components/query-state";
import { SpecialDrawForm } from "./special-draw-form";

/** What a run answers, as far as the page tells the operator. */
interface RunResult {
  drawNumber?: number;
  winning_numbers?: number[];
}

/**
 * The draw calendar: each game's next draw (run it now: close, draw and settle), the latest results
 * with their numbers, and special draws.
 */
export default function DrawsPage() {
  const query = useDraws();
  const [running, setRunning] = useState<DrawListing | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const run = useOperatorAction(operatorRunDrawEndpoint, [queryKeys.draws]);
  const close = () => {
    setRunning(null);
    run.reset();
  };
  const confirm = () => {
    if (!running) return;
    run.mutate(
      { game: running.game, draw: running.draw_number },
      {
        onSuccess: (answer) => {
          const numbers = (answer as RunResult).winning_numbers ?? [];
          setResult(`${gameName(running.game)} draw ${running.draw_number} is drawn: ${numbers.join(", ")}.`);
          close();
        },
      },
    );
  };
  return (
    <ConsolePage title="Draws" intro="Next draws on sale, the latest results and special draws (Perth time).">
      {result && <p role="status">{result}</p>}
      <QueryState
        query={query}
        label="Loading draws"
        isEmpty={(data) => data.draws.length === 0}
        empty={{ title: "No draws yet", text: "The calendar opens each game's next draw on start." }}
      >
        {(data) => {
          const open = data.draws.filter((d) => d.status === "open");
          const drawn = data.draws.filter((d) => d.status !== "open");
          return (
            <>
              <DataTable>
                <caption>Next draws</caption>
                <thead>
                  <tr>
                    <th scope="col">Game</th>
                    <th scope="col">Draw</th>
                    <th scope="col">Sales close</th>
                    <th scope="col">Draw time</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {open.map((d) => (
                    <tr key={`${d.game}-${d.draw_number}`}>
                      <td data-label="Game">{gameName(d.game)}</td>
                      <td data-label="Draw">{d.draw_number}</td>
                      <td data-label="Sales close">{formatWhen(d.sales_close)}</td>
                      <td data-label="Draw time">{formatWhen(d.draw_time)}</td>
                      <td data-label="Actions">
                        <Button
                          $size="small"
                          $variant="secondary"
                          type="button"
                          aria-label={`Run now: ${gameName(d.game)} draw ${d.draw_number}`}
                          onClick={() => setRunning(d)}
                        >
                          Run now
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
              <DataTable>
                <caption>Latest results</caption>
                <thead>
                  <tr>
                    <th scope="col">Game</th>
                    <th scope="col">Draw</th>
                    <th scope="col">Drawn</th>
                    <th scope="col">Status</th>
                    <th scope="col">Winning numbers</th>
                  </tr>
                </thead>
                <tbody>
                  {drawn.map((d) => (
                    <tr key={`${d.game}-${d.draw_number}`}>
                      <td data-label="Game">{gameName(d.game)}</td>
                      <td data-label="Draw">{d.draw_number}</td>
                      <td data-label="Drawn">{formatWhen(d.draw_time)}</td>
                      <td data-label="Status">{d.status}</td>
                      <td data-label="Winning numbers">{d.winning_numbers.join(", ") || "–"}</td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            </>
          );
        }}
      </QueryState>
      <SpecialDrawForm />
      {running && (
        <ActionDialog
          title="Run draw now"
          confirm="Run draw"
          danger
          busy={run.isPending}
          error={run.error?.message ?? null}
          onConfirm={confirm}
          onCancel={close}
        >
          <p>
            Close sales, draw and settle {gameName(running.game)} draw {running.draw_number} now, before its
            time ({formatWhen(running.draw_time)})?
          </p>
          <p>This cannot be undone.</p>
        </ActionDialog>
      )}
    </ConsolePage>
  );
}
