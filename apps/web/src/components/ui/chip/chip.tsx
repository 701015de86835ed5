import styled from "styled-components";
import { colors } from "@/config/theme";

/** A lottery ball chip showing one number or character (R-SCREENS error page chips 4-0-4). */
export function Chip({ label, colour = colors.accent }: { label: string; colour?: string }) {
  return <Ball $colour={colour}>{label}</Ball>;
}

const Ball = styled.span<{ $colour: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${(p) => p.$colour};
  color: ${colors.text};
  font-size: 1.5rem;
  font-weight: 700;
`;
