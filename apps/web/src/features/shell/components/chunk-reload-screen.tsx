import { Spinner } from "@lotto/ui/spinner";
import styled from "styled-components";

/** Shown while the page reloads after a chunk-load failure (R-STATES). */
export function ChunkReloadScreen() {
  return (
    <Main aria-labelledby="reload-title">
      <h1 id="reload-title">Updating Play Online…</h1>
      <Spinner label="Reloading the page" />
    </Main>
  );
}

const Main = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: 64px 16px;
`;
