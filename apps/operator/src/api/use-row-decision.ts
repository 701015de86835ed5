import type { EndpointDef } from "@lotto/api";
import type { QueryKey } from "@tanstack/react-query";
import { useState } from "react";
import { useOperatorAction } from "./use-operator-action";

/** What the operator chose for one row: carry it out, or reject it with a reason. */
export interface RowDecision<Row> {
  kind: "accept" | "reject";
  row: Row;
}

/**
 * A queue's decision on one row (an identity review, a withdrawal): `accept` and `reject` are the two
 * endpoints, each taking the row's id, the rejection also the reason typed in the dialog. `stale` is the
 * list both change.
 */
export function useRowDecision<Row extends { id: number | string }>(
  accept: EndpointDef,
  reject: EndpointDef,
  stale: QueryKey,
) {
  const [decision, setDecision] = useState<RowDecision<Row> | null>(null);
  const accepting = useOperatorAction(accept, [stale]);
  const rejecting = useOperatorAction(reject, [stale]);
  const action = decision?.kind === "reject" ? rejecting : accepting;
  const close = () => {
    setDecision(null);
    accepting.reset();
    rejecting.reset();
  };
  const confirm = (reason: string) => {
    if (!decision) return;
    const { id } = decision.row;
    action.mutate(decision.kind === "accept" ? { id } : { id, reason }, { onSuccess: close });
  };
  return {
    decision,
    choose: (kind: RowDecision<Row>["kind"], row: Row) => setDecision({ kind, row }),
    close,
    confirm,
    busy: action.isPending,
    error: action.error?.message ?? null,
  };
}
