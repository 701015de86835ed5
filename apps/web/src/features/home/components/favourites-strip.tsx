import type { Cents } from "@lotto/core";
import { formatMoney } from "@lotto/ui/format-money";
import { colors, mediaDown, mediaUp } from "@lotto/ui/theme";
import styled from "styled-components";

/** A favourite as the home strip shows it (R-ENTITIES Favourite). */
export interface FavouriteSummary {
  id: string;
  name: string;
  gameTitle: string;
  colour: string;
  /** Null when the entry can only be bought in store. */
  price: Cents | null;
}

/** Props of {@link FavouritesStrip}. */
export interface FavouritesStripProps {
  /** The player's favourites; the strip shows the first 3 (R-LIMITS). */
  favourites: readonly FavouriteSummary[];
  limit: number;
  onPlay: (id: string) => void;
  onViewAll: () => void;
}

/** Home favourites: up to 3 with price, 'View All' on desktop, 'Play your favourites' on mobile (R-SCREENS). */
export function FavouritesStrip({ favourites, limit, onPlay, onViewAll }: FavouritesStripProps) {
  if (favourites.length === 0) return null;
  return (
    <section aria-labelledby="home-favourites-title">
      <Header>
        <h2 id="home-favourites-title">Favourites</h2>
        <DesktopOnly type="button" onClick={onViewAll}>
          View All
        </DesktopOnly>
      </Header>
      <List>
        {favourites.slice(0, limit).map((favourite) => (
          <li key={favourite.id}>
            <Item type="button" $colour={favourite.colour} onClick={() => onPlay(favourite.id)}>
              <strong>{favourite.name}</strong>
              <span>{favourite.gameTitle}</span>
              <span>{favourite.price === null ? "Available in-store" : formatMoney(favourite.price)}</span>
            </Item>
          </li>
        ))}
      </List>
      <MobileOnly type="button" onClick={onViewAll}>
        Play your favourites
      </MobileOnly>
    </section>
  );
}

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.button<{ $colour: string }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
  width: 100%;
  padding: 12px;
  border: 1px solid ${colors.border};
  border-left: 6px solid ${(p) => p.$colour};
  border-radius: 8px;
  background: ${colors.surface};
  color: ${colors.text};
  cursor: pointer;
`;

const linkButton = `
  border: 0;
  background: none;
  color: ${colors.primary};
  font-weight: 700;
  cursor: pointer;
`;

const DesktopOnly = styled.button`
  ${linkButton}
  ${mediaDown("desktop")} {
    display: none;
  }
`;

const MobileOnly = styled.button`
  ${linkButton}
  min-height: 44px;
  margin-top: 8px;
  ${mediaUp("desktop")} {
    display: none;
  }
`;
