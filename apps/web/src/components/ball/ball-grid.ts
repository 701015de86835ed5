import styled from "styled-components";
import { BALL_SIZES } from "./ball-look";

/** The picker's barrel: as many 44 px ball buttons a row as fit, never scrolling sideways. */
export const BallGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${BALL_SIZES.picker}px, 1fr));
  justify-items: center;
  gap: 8px 4px;
`;
