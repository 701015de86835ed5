import styled from "styled-components";
import { colors } from "./theme";

/** The Foundations stories' grid of tiles: as many 150 px columns as fit. */
export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 16px;
`;

/** One bordered cell of a Foundations grid: a sample above its name and value. */
export const Tile = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
  padding: 12px;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  background: ${colors.surface};
`;
