import styled from "styled-components";
import { colors } from "../../theme/theme";

/** A control's column: its label, the control, then its hint and its error. */
export const FieldColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  small { color: ${colors.textMuted}; }
`;

/** The id of a control's error line, for the control's `aria-describedby`. */
export const errorIdOf = (id: string) => `${id}-error`;

/** A control's error under it, announced when it appears; nothing without an error. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <ErrorText id={errorIdOf(id)} role="alert">
      {error}
    </ErrorText>
  );
}

const ErrorText = styled.span`
  color: ${colors.error};
  font-size: 0.9rem;
`;
