import styled from "styled-components";

/** Results page: draws per game, divisions, dividends and verification (spec §2, §3 Result). */
export default function ResultsPage() {
  return (
    <Main aria-labelledby="results-title">
      <h1 id="results-title">Results</h1>
    </Main>
  );
}

const Main = styled.main`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 16px;
`;
