import type { ReactNode } from "react";
import styled from "styled-components";
import { sizes } from "@/config/theme";
import { PAGE_HEADING_ID } from "@/lib/focus";

/**
 * A simple content page: `<main>` with a heading, centred at the app bar width (R-LIMITS). The heading
 * takes focus on a route change and from the skip link (lib/focus.ts), so it is focusable by script.
 */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Main aria-labelledby={PAGE_HEADING_ID}>
      <h1 id={PAGE_HEADING_ID} tabIndex={-1}>
        {title}
      </h1>
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
