import { colors } from "@lotto/ui/theme";
import styled from "styled-components";

/**
 * A titled box beside the entry on the game page (the add-on game, a special draw): `$accent` outlines
 * the one that asks for the player's attention.
 */
export const EntryPanel = styled.section<{ $accent?: boolean }>`
  display: grid;
  justify-items: start;
  gap: 8px;
  padding: 12px 16px;
  border: ${(p) => (p.$accent ? `2px solid ${colors.accent}` : `1px solid ${colors.border}`)};
  border-radius: 12px;
  background: ${colors.surface};

  h2 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
`;
