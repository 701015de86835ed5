import type { Cents } from "@lotto/core";
import { Button } from "@lotto/ui/button";
import { Chip } from "@lotto/ui/chip";
import { formatMoney } from "@lotto/ui/format-money";
import { StripeList, StripeRow } from "@lotto/ui/list";
import { SkeletonList } from "@lotto/ui/skeleton";
import { colors, mediaUp, space, type } from "@lotto/ui/theme";
import type { ReactNode } from "react";
import styled, { css } from "styled-components";
import { Link } from "wouter";
import { BoardBalls } from "@/components/ball";
import { AutoplayHistory } from "./autoplay-history";

/** One draw an autoplay bought or skipped, as its history says it. */
export interface AutoplayRunLine {
  draw: number;
  bought: boolean;
  /** "Bought for $7.40", or "Skipped: " and why. */
  text: string;
  /** The ticket bought, opened in Tickets; null when skipped. */
  ticketHref: string | null;
}

/** An autoplay as the Autoplays page lists it. */
export interface AutoplayLine {
  id: number;
  gameName: string;
  gameKind: "lotto" | "digits";
  colour: string;
  status: "active" | "paused" | "cancelled" | "finished";
  statusLabel: string;
  /** When it buys: "Every draw", "When the jackpot is at least $20 million". */
  when: string;
  /** How long: "Until you cancel", "3 of 10 draws left". */
  length: string;
  /** Its entry's price a draw, null while no draw is on sale. */
  cost: Cents | null;
  weeklyMaximum: Cents | null;
  /** The next draw it decides (active ones only), e.g. "Draw 4521 · Sat 5 Dec, 7:30 pm". */
  nextDraw: string | null;
  lastPurchase: AutoplayRunLine | null;
  /** Newest first. */
  history: readonly AutoplayRunLine[];
  canPause: boolean;
  canResume: boolean;
  canEdit: boolean;
  canCancel: boolean;
  boards: readonly { name: string; numbers: readonly number[]; powerball: number | null }[];
}

/** Props of {@link AutoplayList}. */
export interface AutoplayListProps {
  autoplays: readonly AutoplayLine[];
  /** The row whose action is under way: its buttons wait. */
  busyId: number | null;
  onPause(id: number): void;
  onResume(id: number): void;
  onEdit(id: number): void;
  onCancel(id: number): void;
  /** What shows when there is nothing to list. */
  empty: ReactNode;
}

/** The height of a row while the list loads. */
const rowHeight = css`
  min-height: 260px;
  ${mediaUp("tablet")} {
    min-height: 200px;
  }
`;

/** The list's placeholder while the autoplays load. */
export function AutoplayListSkeleton() {
  return <SkeletonList count={3} rowHeight={rowHeight} radius="sm" label="Loading autoplays" />;
}

/** The player's autoplays: what each plays and when, its next draw, last purchase and history, and its actions. */
export function AutoplayList({ autoplays, busyId, empty, ...on }: AutoplayListProps) {
  if (autoplays.length === 0) return empty;
  return (
    <StripeList aria-label="Autoplays">
      {autoplays.map((a) => (
        <Row key={a.id} $colour={a.colour} aria-label={`${a.gameName} autoplay`} data-autoplay-id={a.id}>
          <div>
            <Head>
              <strong>{a.gameName}</strong>
              <Chip tone={a.status === "active" ? "brand" : "neutral"}>{a.statusLabel}</Chip>
            </Head>
            {a.boards.map((board) => (
              <BoardBalls
                key={board.name}
                label={`Board ${board.name}`}
                gameKind={a.gameKind}
                colour={a.colour}
                numbers={board.numbers}
                powerball={board.powerball}
              />
            ))}
            <Facts>
              <div>
                <dt>Buys</dt>
                <dd>{a.when}</dd>
              </div>
              <div>
                <dt>For</dt>
                <dd>{a.length}</dd>
              </div>
              <div>
                <dt>Price a draw</dt>
                <dd>{a.cost === null ? "—" : formatMoney(a.cost)}</dd>
              </div>
              <div>
                <dt>Most a week</dt>
                <dd>{a.weeklyMaximum === null ? "—" : formatMoney(a.weeklyMaximum)}</dd>
              </div>
              {a.nextDraw && (
                <div>
                  <dt>Next draw</dt>
                  <dd>{a.nextDraw}</dd>
                </div>
              )}
              <div>
                <dt>Last purchase</dt>
                <dd>
                  {a.lastPurchase === null ? (
                    "None yet"
                  ) : a.lastPurchase.ticketHref ? (
                    <Link href={a.lastPurchase.ticketHref}>
                      Draw {a.lastPurchase.draw}: {a.lastPurchase.text}
                    </Link>
                  ) : (
                    `Draw ${a.lastPurchase.draw}: ${a.lastPurchase.text}`
                  )}
                </dd>
              </div>
            </Facts>
            <AutoplayHistory runs={a.history} />
          </div>
          <Actions>
            {a.canPause && (
              <Button
                type="button"
                $variant="secondary"
                $size="small"
                disabled={busyId === a.id}
                onClick={() => on.onPause(a.id)}
              >
                Pause
              </Button>
            )}
            {a.canResume && (
              <Button
                type="button"
                $size="small"
                disabled={busyId === a.id}
                onClick={() => on.onResume(a.id)}
              >
                Resume
              </Button>
            )}
            {a.canEdit && (
              <Button
                type="button"
                $variant="secondary"
                $size="small"
                disabled={busyId === a.id}
                onClick={() => on.onEdit(a.id)}
              >
                Edit
              </Button>
            )}
            {a.canCancel && (
              <Button
                type="button"
                $variant="danger"
                $size="small"
                disabled={busyId === a.id}
                onClick={() => on.onCancel(a.id)}
              >
                Cancel
              </Button>
            )}
          </Actions>
        </Row>
      ))}
    </StripeList>
  );
}

const Row = styled(StripeRow)`
  flex-direction: column;
  ${mediaUp("tablet")} {
    flex-direction: row;
  }
  > div {
    gap: ${space.xs};
    min-width: 0;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs};
  strong { font-size: ${type.size.lg}; }
`;

// Label and value pairs, two to a row on wider screens.
const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: 4px ${space.md};
  margin: 0;
  ${mediaUp("tablet")} {
    grid-template-columns: 1fr 1fr;
  }
  div { display: flex; flex-wrap: wrap; gap: 0 6px; }
  dt { color: ${colors.textMuted}; }
  dt::after { content: ":"; }
  dd { margin: 0; font-weight: 600; }
`;

const Actions = styled.div`
  flex-direction: row !important;
  flex-wrap: wrap;
  align-content: flex-start;
  gap: ${space.xs};
  ${mediaUp("tablet")} {
    flex-direction: column !important;
    align-items: stretch;
  }
`;
