import { SelectField } from "@lotto/ui/form";
import { useState } from "react";
import { useFeedback } from "../../api/reads";
import { ConsolePage } from "../../components/console-page";
import { DataTable } from "../../components/data-table";
import { formatWhen } from "../../components/format";
import { QueryState } from "../../components/query-state";

/** The periods the page offers, in days (the API takes 1 to 365). */
const PERIODS = [7, 30, 90, 365] as const;

/** What players said after a purchase or a deposit, newest first (at most 100). */
export default function FeedbackPage() {
  const [days, setDays] = useState<number>(30);
  const query = useFeedback(days);
  return (
    <ConsolePage title="Feedback" intro="Ratings and comments players left, newest first.">
      <div style={{ maxWidth: 240 }}>
        <SelectField
          label="Period"
          value={String(days)}
          options={PERIODS.map((d) => ({ value: String(d), label: `Last ${d} days` }))}
          onChange={(e) => setDays(Number(e.target.value))}
        />
      </div>
      <QueryState
        query={query}
        label="Loading feedback"
        isEmpty={(data) => data.feedback.length === 0}
        empty={{ title: "No feedback in this period", text: "Try a longer period." }}
      >
        {(data) => (
          <DataTable>
            <caption>{data.feedback.length} answers</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Player</th>
                <th scope="col">After</th>
                <th scope="col">Rating</th>
                <th scope="col">Comment</th>
              </tr>
            </thead>
            <tbody>
              {data.feedback.map((f) => (
                <tr key={f.id}>
                  <td data-label="When">{formatWhen(f.created_at)}</td>
                  <td data-label="Player">{f.email ?? "–"}</td>
                  <td data-label="After">{f.kind ?? "–"}</td>
                  <td data-label="Rating" className="number">
                    {f.rating === null || f.rating === undefined ? "–" : `${f.rating} / 5`}
                  </td>
                  <td data-label="Comment">{f.comment ?? "–"}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </QueryState>
    </ConsolePage>
  );
}
