import { PAGE_HEADING_ID } from "@lotto/ui/focus";
import { sizes } from "@lotto/ui/theme";
import type { ReactNode } from "react";
import styled from "styled-components";

/**
 * A simple content page: `<main>` with a heading, centred at the app bar width (R-LIMITS). The heading
 * takes focus on a route change and from the skip link (packages/ui/src/focus.ts), so it is focusable by script.
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
