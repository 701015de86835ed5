import { Button } from "@lotto/ui/button";
import { colors } from "@lotto/ui/theme";
import styled from "styled-components";

/** Props of {@link PurchasedPanel}. */
export interface PurchasedPanelProps {
  gameName: string;
  /** Remote config `purchasedGrantMessage` (R-ENTITIES): an extra line after buying; empty shows none. */
  grantMessage?: string;
  onViewTickets: () => void;
  /** Leaves the purchased status, which takes the player home (R-STATES Game status). */
  onDone: () => void;
}

/** The game page after buying (gameStatus=purchased, R-STATES): the tickets are bought, what next. */
export function PurchasedPanel({ gameName, grantMessage, onViewTickets, onDone }: PurchasedPanelProps) {
  return (
    <Panel aria-labelledby="purchased-title">
      <h2 id="purchased-title">Your {gameName} tickets have been bought</h2>
      <p>Good luck! Your tickets are in Tickets, where you can follow their draws.</p>
      {grantMessage?.trim() && <p data-testid="purchased-grant-message">{grantMessage}</p>}
      <div>
        <Button type="button" onClick={onViewTickets}>
          View tickets
        </Button>
        <Button type="button" $variant="secondary" onClick={onDone}>
          Choose another game
        </Button>
      </div>
    </Panel>
  );
}

const Panel = styled.section`
  display: grid;
  gap: 12px;
  padding: 16px;
  border-radius: 12px;
  background: ${colors.surface};

  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;
