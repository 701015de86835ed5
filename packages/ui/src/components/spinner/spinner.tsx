import styled, { keyframes } from "styled-components";
import { colors } from "../../theme/theme";

/** An accessible busy indicator; `label` is read by screen readers. */
export function Spinner({ label = "Loading", size = 40 }: { label?: string; size?: number }) {
  return <Ring role="status" aria-label={label} $size={size} />;
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border: 4px solid ${colors.border};
  border-top-color: ${colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;
