import { TRANSACTION_TYPE_LABEL, TRANSACTION_TYPES, type TransactionType } from "@lotto/core";
import { Button } from "@lotto/ui/button";
import { Field, SelectField } from "@lotto/ui/form";
import { useState } from "react";
import styled from "styled-components";
import { TRANSACTIONS_PAGE, type TransactionFilters } from "@/api/account-queries";
import { useTransactions } from "../api/wallet-record-queries";
import { TransactionList, TransactionListSkeleton } from "./transaction-list";

const TYPE_OPTIONS = [
  { value: "", label: "All transactions" },
  ...TRANSACTION_TYPES.map((type) => ({ value: type, label: TRANSACTION_TYPE_LABEL[type] })),
];

/** The transactions tab: filters by type and Perth date range, then every entry page by page. */
export function TransactionsPanel() {
  const [filters, setFilters] = useState<TransactionFilters>({});
  const list = useTransactions(filters);
  const set = (key: keyof TransactionFilters, value: string) =>
    setFilters((f) => {
      const next = { ...f };
      if (value) Object.assign(next, { [key]: value });
      else delete next[key];
      return next;
    });
  const transactions = list.data?.pages.flatMap((p) => p.transactions) ?? [];
  return (
    <section aria-label="Transactions">
      <Filters>
        <SelectField
          label="Type"
          options={TYPE_OPTIONS}
          value={filters.type ?? ""}
          onChange={(e) => set("type", e.target.value as TransactionType | "")}
        />
        <Field
          label="From"
          type="date"
          value={filters.from_date ?? ""}
          onChange={(e) => set("from_date", e.target.value)}
        />
        <Field
          label="To"
          type="date"
          value={filters.to_date ?? ""}
          onChange={(e) => set("to_date", e.target.value)}
        />
      </Filters>
      {list.isPending ? (
        <TransactionListSkeleton rows={TRANSACTIONS_PAGE} />
      ) : list.isError ? (
        <p role="alert">{list.error.message}</p>
      ) : transactions.length === 0 ? (
        <p>
          {Object.keys(filters).length > 0 ? "No transactions match these filters." : "No transactions yet."}
        </p>
      ) : (
        <>
          <TransactionList transactions={transactions} />
          {list.hasNextPage && (
            <More>
              <Button
                type="button"
                $variant="secondary"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {list.isFetchingNextPage ? "Loading…" : "Show older transactions"}
              </Button>
            </More>
          )}
        </>
      )}
    </section>
  );
}

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 12px;
  margin-bottom: 16px;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: 16px 0;
`;
