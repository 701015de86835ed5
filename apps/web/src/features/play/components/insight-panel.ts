import { colors } from "@lotto/ui/theme";
import styled from "styled-components";

/** A panel of figures about the entry under the boards (its odds, a system's coverage), titled by an h2. */
export const InsightPanel = styled.section`
  padding: 12px 16px;
  border-radius: 12px;
  background: ${colors.surface};

  h2 {
    margin: 0 0 8px;
    font-size: 1rem;
  }
`;
