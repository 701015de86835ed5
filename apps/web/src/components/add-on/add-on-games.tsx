import { type AddOnCoupon, gameById } from "@lotto/core";
import { colors, gameColourOf } from "@lotto/ui/theme";
import styled from "styled-components";
import { BoardBalls } from "@/components/ball";

/** Props of {@link AddOnGames}. */
export interface AddOnGamesProps {
  addOn: AddOnCoupon;
}

/**
 * The add-on game riding on a ticket (R-ENTITIES addOnGame): its name and each of its games' digits, in the
 * cart, on the receipt and on the ticket.
 */
export function AddOnGames({ addOn }: AddOnGamesProps) {
  const game = gameById(addOn.game_id);
  return (
    <Section aria-label={`${game.name} add-on`} data-testid="add-on-games">
      <strong>+ {game.name}</strong>
      <Games>
        {addOn.game_data.map((group) => (
          <li key={group.group_name}>
            <span>{group.group_name}</span>
            <BoardBalls
              label={`${game.name} game ${group.group_name}`}
              gameKind={game.kind}
              colour={gameColourOf(game.id)}
              numbers={group.numbers}
            />
          </li>
        ))}
      </Games>
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 4px;
  color: ${colors.text};
`;

const Games = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    align-items: center;
    gap: 8px;
  }
`;
