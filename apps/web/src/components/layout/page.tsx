import type { ReactNode } from "react";
import styled from "styled-components";
import { sizes } from "@/config/theme";

/** A simple content page: `<main>` with a heading, centred at the app bar width (R-LIMITS). */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Main aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {children}
    </Main>
  );
}

const Main = styled.main`
  max-width: ${sizes.appBarMaxWidth}px;
  margin: 0 auto;
  padding: 16px;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;
