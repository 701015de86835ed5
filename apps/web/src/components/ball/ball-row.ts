import styled from "styled-components";

/** A wrapping row of balls; `data-group-start` opens the supplementaries or the Powerball with a wider gap. */
export const BallRow = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;

  [data-group-start] {
    margin-left: 8px;
  }
`;
