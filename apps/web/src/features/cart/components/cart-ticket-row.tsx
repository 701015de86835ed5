import { type CartTicket, drawsLabel, gameById } from "@lotto/core";
import { formatMoney } from "@lotto/ui/format-money";
import { LinkButton } from "@lotto/ui/list";
import { colors } from "@lotto/ui/theme";
import styled from "styled-components";
import { AddOnGames } from "@/components/add-on/add-on-games";
import { BoardBalls } from "@/components/ball";

/** Props of {@link CartTicketRow}. */
export interface CartTicketRowProps {
  ticket: CartTicket;
  gameName: string;
  colour: string;
  /** An expired ticket's draw has closed: it shows why and can only be removed (R-STATES Cart). */
  expired: boolean;
  onEdit: (id: string) => void;
  onRemove: (id: string) => void;
}

/** One cart ticket: game, boards, draws, cost, edit and remove (R-SCREENS Cart, R-ENTITIES Cart ticket). */
export function CartTicketRow({ ticket, gameName, colour, expired, onEdit, onRemove }: CartTicketRowProps) {
  const game = gameById(ticket.coupon.game_id);
  return (
    <Row aria-label={`${gameName} ticket`} $colour={colour} $expired={expired}>
      <Body>
        <strong>{gameName}</strong>
        <span>{drawsLabel(ticket.draw_numbers)}</span>
        <Boards>
          {ticket.coupon.game_data.map((group) => (
            <li key={group.group_name}>
              <strong>{group.group_name}</strong>
              <BoardBalls
                label={`Board ${group.group_name}`}
                gameKind={game.kind}
                colour={colour}
                numbers={group.numbers}
                powerball={group.powerball}
              />
            </li>
          ))}
        </Boards>
        {ticket.coupon.add_on && <AddOnGames addOn={ticket.coupon.add_on} />}
        {expired && <Expired role="status">This ticket's draw has closed and it was removed.</Expired>}
      </Body>
      <Side>
        <Cost>{formatMoney(ticket.cost)}</Cost>
        {!expired && (
          <LinkButton type="button" onClick={() => onEdit(ticket.id)}>
            Edit
          </LinkButton>
        )}
        <LinkButton type="button" onClick={() => onRemove(ticket.id)}>
          Remove
        </LinkButton>
      </Side>
    </Row>
  );
}

const Row = styled.li<{ $colour: string; $expired: boolean }>`
  display: flex;
  gap: 12px;
  padding: 12px;
  border-left: 6px solid ${(p) => (p.$expired ? colors.inactive : p.$colour)};
  border-radius: 8px;
  background: ${colors.surface};
  color: ${colors.text};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 4px;
`;

const Boards = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 4px 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    align-items: center;
    gap: 8px;
  }
`;

const Expired = styled.span`
  color: ${colors.error};
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 4px;
`;

const Cost = styled.strong`
  font-size: 1.1rem;
`;
