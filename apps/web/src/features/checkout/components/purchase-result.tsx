import type { AddOnCoupon, Cents } from "@lotto/core";
import { Button } from "@lotto/ui/button";
import { focusView } from "@lotto/ui/focus";
import { formatMoney } from "@lotto/ui/format-money";
import { colors, radius, space, tabularNums, type } from "@lotto/ui/theme";
import { useEffect, useRef } from "react";
import styled from "styled-components";
import { AddOnGames } from "@/components/add-on/add-on-games";
import { BoardBalls } from "@/components/ball";

/** One board of a bought ticket, as the receipt shows it. */
export interface ReceiptBoard {
  name: string;
  numbers: readonly number[];
  /** 0 is Powerpik; null a game without a Powerball. */
  powerball: number | null;
}

/** One ticket of a finished purchase, as the result shows it. */
export interface PurchasedTicketLine {
  id: string;
  gameName: string;
  gameKind: "lotto" | "digits";
  colour: string;
  /** "Draw 1594" or "Draws 1594–1597". */
  draws: string | null;
  boards: readonly ReceiptBoard[];
  /** The add-on game bought with it (R-ENTITIES addOnGame), if any. */
  addOn?: AddOnCoupon | undefined;
  /** What the player paid for it, its add-on included. */
  cost: Cents;
  /** Why the server refused it; null when bought. */
  reason: string | null;
  /** The ticket on the tickets page, its details open. */
  href: string;
}

/** Props of {@link PurchaseResult}. */
export interface PurchaseResultProps {
  status: "COMPLETED" | "COMPLETED_WITH_ERRORS" | "FAILED";
  tickets: readonly PurchasedTicketLine[];
  /** The group's failure message (FAILED), if any. */
  message: string | null;
  /** The purchase's id: what the player quotes to support. */
  receiptNumber: string;
  /** The wallet's balance once the purchase settled; null while unknown. */
  balanceAfter: Cents | null;
  onViewTickets: () => void;
  onOpenTicket: (href: string) => void;
  onContinue: () => void;
}

const TITLES = {
  COMPLETED: "Purchase complete",
  COMPLETED_WITH_ERRORS: "Some tickets could not be bought",
  FAILED: "Purchase failed",
} as const;

/** The receipt's labels. */
export const RECEIPT_TEXT = {
  receiptNumber: "Receipt number",
  totalPaid: "Total paid",
  balanceAfter: "Balance after purchase",
  viewTicket: "View ticket",
  bought: "Bought",
  notBought: "Not bought: you were not charged for these",
} as const;

/**
 * The outcome of a purchase as a receipt (R-STATES Purchase): each ticket bought with its draws,
 * numbers, cost and a link to it, the total, the balance after and the receipt number; with errors
 * it lists exactly which tickets failed, not charged. It takes focus when it appears, so it is in view
 * and read out wherever the page was scrolled (on a phone, at the pay-and-buy form near the footer).
 */
export function PurchaseResult({
  status,
  tickets,
  message,
  receiptNumber,
  balanceAfter,
  onViewTickets,
  onOpenTicket,
  onContinue,
}: PurchaseResultProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    focusView(heading.current);
    heading.current?.scrollIntoView?.({ block: "start" });
  }, []);
  const bought = tickets.filter((t) => t.reason === null);
  const failed = tickets.filter((t) => t.reason !== null);
  const total = bought.reduce((sum, t) => sum + t.cost, 0);
  return (
    <Panel aria-labelledby="purchase-result-title" data-testid="receipt" $failed={status !== "COMPLETED"}>
      <h2 id="purchase-result-title" ref={heading} tabIndex={-1}>
        {TITLES[status]}
      </h2>
      {message && <p role="alert">{message}</p>}
      {bought.length > 0 && (
        <>
          <Facts>
            <div>
              <dt>{RECEIPT_TEXT.receiptNumber}</dt>
              <dd>
                <code>{receiptNumber}</code>
              </dd>
            </div>
            <div>
              <dt>{RECEIPT_TEXT.totalPaid}</dt>
              <dd>{formatMoney(total)}</dd>
            </div>
            {balanceAfter !== null && (
              <div>
                <dt>{RECEIPT_TEXT.balanceAfter}</dt>
                <dd>{formatMoney(balanceAfter)}</dd>
              </div>
            )}
          </Facts>
          <h3>{RECEIPT_TEXT.bought}</h3>
          <Tickets aria-label="Bought tickets">
            {bought.map((t) => (
              <Ticket key={t.id} aria-label={`${t.gameName} ticket`} $colour={t.colour}>
                <Line>
                  <strong>{t.gameName}</strong>
                  <Cost>{formatMoney(t.cost)}</Cost>
                </Line>
                {t.draws && <span>{t.draws}</span>}
                <Boards>
                  {t.boards.map((b) => (
                    <li key={b.name}>
                      <strong aria-hidden="true">{b.name}</strong>
                      <BoardBalls
                        label={`Board ${b.name}`}
                        gameKind={t.gameKind}
                        colour={t.colour}
                        numbers={b.numbers}
                        powerball={b.powerball}
                      />
                    </li>
                  ))}
                </Boards>
                {t.addOn && <AddOnGames addOn={t.addOn} />}
                <a
                  href={t.href}
                  aria-label={`${RECEIPT_TEXT.viewTicket}: ${t.gameName}`}
                  onClick={(e) => {
                    e.preventDefault();
                    onOpenTicket(t.href);
                  }}
                >
                  {RECEIPT_TEXT.viewTicket}
                </a>
              </Ticket>
            ))}
          </Tickets>
        </>
      )}
      {failed.length > 0 && (
        <>
          <h3>{RECEIPT_TEXT.notBought}</h3>
          <ul aria-label="Failed tickets">
            {failed.map((t) => (
              <li key={t.id}>
                {t.gameName} · {formatMoney(t.cost)} not charged: {t.reason}
              </li>
            ))}
          </ul>
        </>
      )}
      <Actions>
        {bought.length > 0 && (
          <Button type="button" onClick={onViewTickets}>
            View my tickets
          </Button>
        )}
        <Button type="button" $variant="secondary" onClick={onContinue}>
          Continue playing
        </Button>
      </Actions>
    </Panel>
  );
}

const Panel = styled.section<{ $failed: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  padding: ${space.md};
  border-top: 6px solid ${(p) => (p.$failed ? colors.error : colors.success)};
  border-radius: ${radius.md};
  background: ${colors.surface};
  color: ${colors.text};
  scroll-margin-top: 80px;
  h2, h3 { margin: 0; }
  h2 { scroll-margin-top: 80px; }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${space.sm};
  margin: 0;
  dt { color: ${colors.textMuted}; font-size: ${type.size.sm}; }
  dd { margin: 0; font-weight: ${type.weight.bold}; ${tabularNums} }
  code { font-size: ${type.size.sm}; word-break: break-all; }
`;

const Tickets = styled.ul`
  display: grid;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Ticket = styled.li<{ $colour: string }>`
  display: flex;
  flex-direction: column;
  gap: ${space.xxs};
  padding: ${space.sm};
  border-left: 6px solid ${(p) => p.$colour};
  border-radius: ${radius.sm};
  background: ${colors.background};
  a { align-self: flex-start; color: ${colors.primary}; font-weight: ${type.weight.bold}; }
`;

const Line = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${space.sm};
`;

const Cost = styled.strong`
  ${tabularNums}
`;

const Boards = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 4px 0;
  padding: 0;
  list-style: none;
  > li { display: flex; align-items: center; gap: 8px; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
`;
