import { colors } from "@lotto/ui/theme";
import type { ReactNode } from "react";
import styled from "styled-components";

/** The frame of every full-screen state (R-SCREENS): logo, heading, text and actions, nothing else. */
export function FullScreen({
  title,
  children,
  logo,
}: {
  title: string;
  children?: ReactNode;
  logo?: ReactNode;
}) {
  return (
    <Main aria-labelledby="full-screen-title">
      <LogoRow>{logo ?? <span>Play Online</span>}</LogoRow>
      <h1 id="full-screen-title">{title}</h1>
      {children}
    </Main>
  );
}

const Main = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  padding: 24px;
  text-align: center;
  background: ${colors.surface};
  h1 { font-size: 1.4rem; max-width: 600px; }
  p { max-width: 600px; margin: 0; }
`;

const LogoRow = styled.div`
  font-weight: 800;
  font-size: 1.4rem;
  color: ${colors.primary};
  button { font-weight: 800; font-size: 1.4rem; color: ${colors.primary}; }
`;
