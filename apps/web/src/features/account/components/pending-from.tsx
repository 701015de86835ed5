import styled from "styled-components";
import { type } from "@/config/theme";

/** The date under a limit's pending change, at body size: the figure stays the card's large line. */
export const PendingFrom = styled.span`
  display: block;
  font-size: ${type.size.md};
  font-weight: ${type.weight.regular};
`;
