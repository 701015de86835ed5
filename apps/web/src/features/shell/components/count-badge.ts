import { colors } from "@lotto/ui/theme";
import styled from "styled-components";

/** The round count on a top-bar icon (the cart's tickets, the bell's unread notifications). */
export const CountBadge = styled.span`
  position: absolute;
  top: 0;
  right: 0;
  min-width: 20px;
  height: 20px;
  padding: 0 4px;
  border-radius: 10px;
  background: ${colors.accent};
  color: ${colors.text};
  font-size: 0.75rem;
  font-weight: 700;
  text-align: center;
  line-height: 20px;
`;
