import type { Cents } from "@lotto/core";
import styled, { css } from "styled-components";
import { LinkButton, StripeList, StripeRow } from "@/components/list";
import { SkeletonList } from "@/components/skeleton";
import { Chip } from "@/components/ui/chip";
import { mediaUp } from "@/config/theme";
import { formatMoney } from "@/lib/format-money";

/** One bought ticket as the Tickets list shows it (R-ENTITIES Play history). */
export interface TicketLine {
  id: string;
  gameName: string;
  colour: string;
  statusLabel: string;
  /** True for the winning statuses, which are highlighted. */
  won: boolean;
  purchaseDate: string;
  drawsLabel: string;
  cost: Cents;
  prize: Cents;
}

/** Props of {@link TicketList}. */
export interface TicketListProps {
  tickets: readonly TicketLine[];
  onOpen: (id: string) => void;
  onPlayAgain: (id: string) => void;
}

/**
 * Height every ticket row keeps (its side holds status, prize, Details and Play again), as does its
 * skeleton; on a phone the draws line takes two lines and Details and Play again are 44 px touch
 * targets (measured at 390, 412 and 1280 px).
 */
const rowHeight = css`
  min-height: 164px;
  ${mediaUp("tablet")} {
    min-height: 128px;
  }
`;

/** Skeleton rows shown while the history loads: enough to fill a first screen. */
const SKELETON_ROWS = 5;

/** The list's placeholder while the history loads: rows of the final height. */
export function TicketListSkeleton() {
  return <SkeletonList count={SKELETON_ROWS} rowHeight={rowHeight} radius="sm" label="Loading tickets" />;
}

/** The play-history list: status label, draws, cost, prize, details and 'Play again' (R-SCREENS Tickets). */
export function TicketList({ tickets, onOpen, onPlayAgain }: TicketListProps) {
  if (tickets.length === 0) return <p>You have no tickets matching these filters.</p>;
  return (
    <StripeList aria-label="Tickets">
      {tickets.map((t) => (
        <Row key={t.id} $colour={t.colour}>
          <div>
            <strong>{t.gameName}</strong>
            <span>
              {t.drawsLabel} · bought {t.purchaseDate}
            </span>
            <span>Cost {formatMoney(t.cost)}</span>
          </div>
          <Side>
            <Chip tone={t.won ? "accent" : "neutral"}>{t.statusLabel}</Chip>
            {t.prize > 0 && <strong>Won {formatMoney(t.prize)}</strong>}
            <LinkButton type="button" onClick={() => onOpen(t.id)}>
              Details
            </LinkButton>
            <LinkButton type="button" onClick={() => onPlayAgain(t.id)}>
              Play again
            </LinkButton>
          </Side>
        </Row>
      ))}
    </StripeList>
  );
}

const Row = styled(StripeRow)`
  ${rowHeight}

  > div {
    gap: 2px;
  }
`;

const Side = styled.div`
  align-items: flex-end;
  white-space: nowrap;
`;
