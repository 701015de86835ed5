import styled from "styled-components";
import { colors, focusRing, type } from "@/config/theme";

/** A summary-and-details disclosure with a 44 px summary in the brand colour. */
export const Disclosure = styled.details`
  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    color: ${colors.primary};
    font-weight: ${type.weight.bold};
    cursor: pointer;
  }
  summary:focus-visible {
    ${focusRing}
  }
`;
