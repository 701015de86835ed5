import type { Cents } from "@lotto/core";
import { Chip } from "@lotto/ui/chip";
import { formatMoney } from "@lotto/ui/format-money";
import { LinkButton, StripeList, StripeRow } from "@lotto/ui/list";
import { SkeletonList } from "@lotto/ui/skeleton";
import { mediaUp } from "@lotto/ui/theme";
import styled, { css } from "styled-components";
import { BoardBalls } from "@/components/ball";

/** One bought ticket as the Tickets list shows it (R-ENTITIES Play history). */
export interface TicketLine {
  id: string;
  gameName: string;
  /** The add-on game riding on the ticket (R-ENTITIES addOnGame), if any. */
  addOnName?: string;
  colour: string;
  statusLabel: string;
  /** True for the winning statuses, which are highlighted. */
  won: boolean;
  purchaseDate: string;
  drawsLabel: string;
  cost: Cents;
  prize: Cents;
  gameKind: "lotto" | "digits";
  /** The ticket's boards: the card shows the first, and how many more there are. */
  boards: readonly { name: string; numbers: readonly number[]; powerball: number | null }[];
}

/** Props of {@link TicketList}. */
export interface TicketListProps {
  tickets: readonly TicketLine[];
  onOpen: (id: string) => void;
  onPlayAgain: (id: string) => void;
}

/**
 * Height every ticket row keeps (its side holds status, prize, Details and Play again; its body the
 * first board's balls), as does its skeleton; on a phone the draws line takes two lines and Details and
 * Play again are 44 px touch targets (measured at 320, 390, 412 and 1280 px).
 */
const rowHeight = css`
  min-height: 200px;
  ${mediaUp("tablet")} {
    min-height: 164px;
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
            <strong>
              {t.gameName}
              {t.addOnName && ` + ${t.addOnName}`}
            </strong>
            <span>
              {t.drawsLabel} · bought {t.purchaseDate}
            </span>
            <span>Cost {formatMoney(t.cost)}</span>
            <FirstBoard boards={t.boards} gameName={t.gameName} gameKind={t.gameKind} colour={t.colour} />
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

// The first board's numbers at a glance (the details show every board against its draws).
function FirstBoard({
  boards,
  gameName,
  gameKind,
  colour,
}: Pick<TicketLine, "boards" | "gameName" | "gameKind" | "colour">) {
  const [first, ...more] = boards;
  if (!first) return null;
  return (
    <Numbers>
      <BoardBalls
        label={`${gameName} board ${first.name} numbers`}
        gameKind={gameKind}
        colour={colour}
        numbers={first.numbers}
        powerball={first.powerball}
      />
      {more.length > 0 && <span>+{more.length} more</span>}
    </Numbers>
  );
}

const Numbers = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  margin-top: 4px;
  white-space: normal;
`;

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
