import { type } from "@lotto/ui/theme";
import styled from "styled-components";

/** The date under a limit's pending change, at body size: the figure stays the card's large line. */
export const PendingFrom = styled.span`
  display: block;
  font-size: ${type.size.md};
  font-weight: ${type.weight.regular};
`;
