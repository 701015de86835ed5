import { operatorApproveKycEndpoint, operatorRejectKycEndpoint } from "@lotto/api";
import { Button } from "@lotto/ui/button";
import type { Review } from "../../api/answers";
import { queryKeys } from "../../api/query-keys";
import { useReviews } from "../../api/reads";
import { useRowDecision } from "../../api/use-row-decision";
import { ActionDialog } from "../../components/action-dialog";
import { ConsolePage } from "../../components/console-page";
import { DataTable, RowActions } from "../../components/data-table";
import { formatWhen } from "../../components/format";
import { QueryState } from "../../components/query-state";

/** An address as one line, whatever fields the sign-up sent. */
export function addressLine(address: unknown): string {
  if (address === null || typeof address !== "object") return String(address ?? "");
  return Object.values(address)
    .filter((part) => typeof part === "string" || typeof part === "number")
    .join(", ");
}

/**
 * The identity review queue: sign-ups the verifier could not confirm, oldest first. Approve once the
 * documents match; reject with the reason the player is emailed.
 */
export default function IdentityPage() {
  const query = useReviews();
  const { decision, choose, close, confirm, busy, error } = useRowDecision<Review>(
    operatorApproveKycEndpoint,
    operatorRejectKycEndpoint,
    queryKeys.reviews,
  );
  return (
    <ConsolePage title="Identity reviews" intro="Sign-ups waiting for a decision, oldest first.">
      <QueryState
        query={query}
        label="Loading identity reviews"
        isEmpty={(data) => data.reviews.length === 0}
        empty={{ title: "No reviews waiting", text: "A sign-up the verifier cannot confirm appears here." }}
      >
        {(data) => (
          <DataTable>
            <caption>{data.reviews.length} waiting</caption>
            <thead>
              <tr>
                <th scope="col">Submitted</th>
                <th scope="col">Name</th>
                <th scope="col">Date of birth</th>
                <th scope="col">Address</th>
                <th scope="col">Email</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.reviews.map((r) => (
                <tr key={r.id}>
                  <td data-label="Submitted">{formatWhen(r.submitted_at)}</td>
                  <td data-label="Name">
                    {r.firstname} {r.lastname}
                  </td>
                  <td data-label="Date of birth">{r.date_of_birth}</td>
                  <td data-label="Address">{addressLine(r.address)}</td>
                  <td data-label="Email">
                    {r.email}
                    {r.email_confirmed ? "" : " (not confirmed)"}
                  </td>
                  <td data-label="Actions">
                    <RowActions>
                      <Button $size="small" type="button" onClick={() => choose("accept", r)}>
                        Approve
                      </Button>
                      <Button
                        $size="small"
                        $variant="danger"
                        type="button"
                        onClick={() => choose("reject", r)}
                      >
                        Reject
                      </Button>
                    </RowActions>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </QueryState>
      {decision && (
        <ActionDialog
          title={decision.kind === "accept" ? "Approve identity" : "Reject identity"}
          confirm={decision.kind === "accept" ? "Approve" : "Reject"}
          danger={decision.kind === "reject"}
          {...(decision.kind === "reject" ? { reason: "Reason the player is emailed" } : {})}
          busy={busy}
          error={error}
          onConfirm={confirm}
          onCancel={close}
        >
          <p>
            {decision.row.firstname} {decision.row.lastname}, born {decision.row.date_of_birth}.
          </p>
          <p>The player is emailed the decision.</p>
        </ActionDialog>
      )}
    </ConsolePage>
  );
}
