import { Disclosure } from "@lotto/ui/disclosure";
import { useClientErrors } from "../../api/reads";
import { ConsolePage } from "../../components/console-page";
import { DataTable } from "../../components/data-table";
import { formatWhen } from "../../components/format";
import { QueryState } from "../../components/query-state";

/** How many reports the page reads (the API takes 1 to 500). */
const LIMIT = 100;

/** Errors the shop's web app reported from players' browsers, newest first, each with its stack. */
export default function ClientErrorsPage() {
  const query = useClientErrors(LIMIT);
  return (
    <ConsolePage
      title="Client errors"
      intro={`The latest ${LIMIT} errors players' browsers reported, newest first.`}
    >
      <QueryState
        query={query}
        label="Loading client errors"
        isEmpty={(data) => data.errors.length === 0}
        empty={{ title: "No errors reported", text: "Errors the web app catches appear here." }}
      >
        {(data) => (
          <DataTable>
            <caption>{data.errors.length} reports</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Message</th>
                <th scope="col">Page</th>
                <th scope="col">Release</th>
                <th scope="col">Browser</th>
              </tr>
            </thead>
            <tbody>
              {data.errors.map((e) => (
                <tr key={e.id}>
                  <td data-label="When">{formatWhen(e.at)}</td>
                  <td data-label="Message">
                    {e.message}
                    {e.stack && (
                      <Disclosure>
                        <summary>Stack</summary>
                        <pre>{e.stack}</pre>
                      </Disclosure>
                    )}
                  </td>
                  <td data-label="Page">{e.url}</td>
                  <td data-label="Release">{e.release ?? "–"}</td>
                  <td data-label="Browser">{e.user_agent ?? "–"}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </QueryState>
    </ConsolePage>
  );
}
