import type { Card } from "@lotto/api";
import { orderSavedCards } from "@lotto/core";
import { Button } from "@lotto/ui/button";
import { StripeList } from "@lotto/ui/list";
import { colors } from "@lotto/ui/theme";
import styled from "styled-components";

/** Props of {@link SavedCardsList}. */
export interface SavedCardsListProps {
  cards: readonly Card[];
  busy: boolean;
  onMakeDefault(cardId: string): void;
  onRemove(cardId: string): void;
}

/** Saved cards (R-ENTITIES Card): default first with its flag, expired cards last and flagged. */
export function SavedCardsList({ cards, busy, onMakeDefault, onRemove }: SavedCardsListProps) {
  if (cards.length === 0) return <p>You have no saved cards.</p>;
  return (
    <List aria-label="Saved cards">
      {orderSavedCards(cards).map((card) => (
        <li key={card.id}>
          <span>
            {card.type} {card.formatted_number} · expires {card.expiry}
          </span>
          {card.default && <Flag>Default</Flag>}
          {card.expired && <Flag $error>Expired</Flag>}
          {!card.default && !card.expired && (
            <Button
              type="button"
              $variant="secondary"
              disabled={busy}
              aria-label={`Make default: ${card.formatted_number}`}
              onClick={() => onMakeDefault(card.id)}
            >
              Make default
            </Button>
          )}
          <Button
            type="button"
            $variant="link"
            disabled={busy}
            aria-label={`Remove ${card.formatted_number}`}
            onClick={() => onRemove(card.id)}
          >
            Remove
          </Button>
        </li>
      ))}
    </List>
  );
}

const List = styled(StripeList)`
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    padding: 8px 12px;
    border: 1px solid ${colors.border};
    border-radius: 8px;
  }
`;

const Flag = styled.span<{ $error?: boolean }>`
  padding: 2px 8px;
  border-radius: 12px;
  font-size: 0.875rem;
  color: ${colors.surface};
  background: ${({ $error }) => ($error ? colors.error : colors.primary)};
`;
