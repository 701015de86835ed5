import styled from "styled-components";

/** The column every wallet form uses, capped at the login card's width. */
export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  max-width: 450px;
`;
