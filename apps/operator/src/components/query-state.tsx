import { EmptyState } from "@lotto/ui/list";
import { Skeleton } from "@lotto/ui/skeleton";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ErrorNotice } from "./error-notice";

/** Props of {@link QueryState}. */
export interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, "data" | "error" | "isPending" | "refetch" | "isFetching">;
  /** What is being loaded, for screen readers ("Loading withdrawals"). */
  label: string;
  /** True when the data has nothing to show. */
  isEmpty(data: T): boolean;
  /** The empty state's title and text. */
  empty: { title: string; text?: string };
  children(data: T): ReactNode;
}

/** The four states of a console read: skeleton rows, the error with a retry, empty, or the data. */
export function QueryState<T>({ query, label, isEmpty, empty, children }: QueryStateProps<T>) {
  if (query.isPending)
    return (
      <div role="status" aria-busy="true" aria-label={label}>
        {[0, 1, 2].map((row) => (
          <div key={row} style={{ marginBottom: 8 }}>
            <Skeleton height={44} />
          </div>
        ))}
      </div>
    );
  if (query.error || query.data === undefined)
    return (
      <ErrorNotice
        message={query.error?.message ?? "Nothing came back."}
        action="Try again"
        busy={query.isFetching}
        onAction={() => void query.refetch()}
      />
    );
  if (isEmpty(query.data)) return <EmptyState title={empty.title}>{empty.text}</EmptyState>;
  return <>{children(query.data)}</>;
}
