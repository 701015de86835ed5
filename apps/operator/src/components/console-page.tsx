import { colors, space, type } from "@lotto/ui/theme";
import type { ReactNode } from "react";
import styled from "styled-components";

/** Props of {@link ConsolePage}. */
export interface ConsolePageProps {
  title: string;
  /** One line on what the page is for. */
  intro?: ReactNode;
  /** Controls beside the title (a refresh, an export). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A console page: its `<h1>` (focused on navigation), a one-line intro and its content. */
export function ConsolePage({ title, intro, actions, children }: ConsolePageProps) {
  return (
    <Section aria-labelledby="page-title">
      <Head>
        <h1 id="page-title" tabIndex={-1}>
          {title}
        </h1>
        {actions && <Actions>{actions}</Actions>}
      </Head>
      {intro && <Intro>{intro}</Intro>}
      {children}
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${space.md};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  h1 {
    margin: 0;
    font-size: ${type.size.xl};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
`;

const Intro = styled.p`
  margin: 0;
  color: ${colors.textMuted};
`;
