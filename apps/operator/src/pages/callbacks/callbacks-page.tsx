import { operatorCallbackDoneEndpoint } from "@lotto/api";
import { Button } from "@lotto/ui/button";
import { queryKeys } from "../../api/query-keys";
import { useCallbacks } from "../../api/reads";
import { useOperatorAction } from "../../api/use-operator-action";
import { ConsolePage } from "../../components/console-page";
import { DataTable } from "../../components/data-table";
import { formatWhen } from "../../components/format";
import { QueryState } from "../../components/query-state";

/** Open callback requests, oldest first: call the player back, then mark the request done. */
export default function CallbacksPage() {
  const query = useCallbacks();
  const done = useOperatorAction(operatorCallbackDoneEndpoint, [queryKeys.callbacks]);
  return (
    <ConsolePage title="Callbacks" intro="Players who asked to be called back, oldest first.">
      {done.error && <p role="alert">{done.error.message}</p>}
      <QueryState
        query={query}
        label="Loading callback requests"
        isEmpty={(data) => data.callbacks.length === 0}
        empty={{
          title: "No callbacks waiting",
          text: "Requests from the shop's Contact us page appear here.",
        }}
      >
        {(data) => (
          <DataTable>
            <caption>{data.callbacks.length} open</caption>
            <thead>
              <tr>
                <th scope="col">Asked</th>
                <th scope="col">Player</th>
                <th scope="col">Phone</th>
                <th scope="col">Preferred time</th>
                <th scope="col">Reason</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.callbacks.map((c) => (
                <tr key={c.id}>
                  <td data-label="Asked">{formatWhen(c.created_at)}</td>
                  <td data-label="Player">
                    {c.name}
                    <br />
                    {c.email}
                  </td>
                  <td data-label="Phone">
                    <a href={`tel:${c.phone.replace(/\s/g, "")}`}>{c.phone}</a>
                  </td>
                  <td data-label="Preferred time">{c.preferred_time ?? "Any time"}</td>
                  <td data-label="Reason">{c.reason ?? "–"}</td>
                  <td data-label="Actions">
                    <Button
                      $size="small"
                      $variant="secondary"
                      type="button"
                      disabled={done.isPending}
                      aria-label={`Done: call back ${c.name}`}
                      onClick={() => done.mutate({ id: c.id })}
                    >
                      Done
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </QueryState>
    </ConsolePage>
  );
}
