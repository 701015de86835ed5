import styled from "styled-components";

/** Home (Play) page: promo slider, game cards, favourites and latest results (spec §2 Home). */
export default function HomePage() {
  return (
    <Main aria-labelledby="home-title">
      <h1 id="home-title">Choose your game</h1>
    </Main>
  );
}

const Main = styled.main`
  display: flex;
  flex-direction: column;
  gap: 24px;
  padding: 16px;
`;
