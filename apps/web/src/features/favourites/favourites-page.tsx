import styled from "styled-components";

/** Favourites page: pages of 20 with game and price-range filters (spec §4, §5). */
export default function FavouritesPage() {
  return (
    <Main aria-labelledby="favourites-title">
      <h1 id="favourites-title">Favourites</h1>
    </Main>
  );
}

const Main = styled.main`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 16px;
`;
