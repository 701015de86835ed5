import { FormColumn } from "@lotto/ui/form";
import styled from "styled-components";

/** The column layout every account form uses, capped at the login card's width. */
export const Form = styled(FormColumn)`
  max-width: 450px;
`;
