import { colors } from "@lotto/ui/theme";
import styled from "styled-components";

/** Props of {@link LogInToPlay}. */
export interface LogInToPlayProps {
  onLogin: () => void;
}

/** The visitor's 'Log in to play' button on home (R-HOME). */
export function LogInToPlay({ onLogin }: LogInToPlayProps) {
  return (
    <Button type="button" onClick={onLogin}>
      Log in to play
    </Button>
  );
}

const Button = styled.button`
  align-self: center;
  padding: 12px 32px;
  border: 0;
  border-radius: 24px;
  background: ${colors.primary};
  color: ${colors.surface};
  font-size: 1rem;
  font-weight: 700;
  cursor: pointer;
`;
