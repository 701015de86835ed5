import type { Transaction } from "@lotto/api";
import { BUCKET_TEXT } from "@lotto/core";
import { formatMoney } from "@lotto/ui/format-money";
import { colors } from "@lotto/ui/theme";
import styled from "styled-components";

/** Height of one transaction row; the loading skeleton reserves the same. */
export const TRANSACTION_ROW_HEIGHT = 64;

const signed = (cents: number) => (cents > 0 ? `+${formatMoney(cents)}` : formatMoney(cents));

/**
 * Ledger entries newest first: Perth date, description, amount and the balance after it, with the
 * winnings of that balance once the wallet kept them apart.
 */
export function TransactionList({ transactions }: { transactions: readonly Transaction[] }) {
  return (
    <Rows aria-label="Transactions">
      {transactions.map((t) => (
        <Row key={t.id} data-testid="transaction">
          <time dateTime={t.at}>{t.date}</time>
          <span>{t.description}</span>
          <Amount $credit={t.amount > 0}>{signed(t.amount)}</Amount>
          <small>
            Balance {formatMoney(t.balance_after)}
            {t.winnings_after !== null && (
              <span data-testid="winnings-after">
                {" "}
                · {BUCKET_TEXT.winnings.toLowerCase()} {formatMoney(t.winnings_after)}
              </span>
            )}
          </small>
        </Row>
      ))}
    </Rows>
  );
}

/** The loading state: `rows` grey rows of a real row's height, so nothing moves when they arrive. */
export function TransactionListSkeleton({ rows }: { rows: number }) {
  return (
    <Rows aria-busy="true" aria-label="Loading transactions">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <SkeletonRow key={i} />
      ))}
    </Rows>
  );
}

const Rows = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 1px solid ${colors.border};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  grid-template-areas: "desc amount" "date balance";
  align-items: center;
  column-gap: 12px;
  min-height: ${TRANSACTION_ROW_HEIGHT}px;
  box-sizing: border-box;
  padding: 8px 0;
  border-bottom: 1px solid ${colors.border};
  time { grid-area: date; color: ${colors.textMuted}; font-size: 0.9rem; }
  span { grid-area: desc; overflow-wrap: anywhere; }
  small { grid-area: balance; color: ${colors.textMuted}; text-align: right; }
  @media (min-width: 768px) {
    grid-template-columns: 7.5rem 1fr 8rem 10rem;
    grid-template-areas: "date desc amount balance";
    time { font-size: 1rem; }
  }
`;

const Amount = styled.strong<{ $credit: boolean }>`
  grid-area: amount;
  text-align: right;
  color: ${({ $credit }) => ($credit ? colors.success : colors.text)};
`;

const SkeletonRow = styled.li`
  height: ${TRANSACTION_ROW_HEIGHT}px;
  border-bottom: 1px solid ${colors.border};
  background: linear-gradient(${colors.background}, ${colors.background}) no-repeat 0 16px / 60% 14px,
    linear-gradient(${colors.background}, ${colors.background}) no-repeat 0 38px / 30% 12px;
`;
