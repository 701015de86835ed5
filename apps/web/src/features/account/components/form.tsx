import styled from "styled-components";

/** The column layout every account form uses, capped at the login card's width. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
  max-width: 450px;
`;
