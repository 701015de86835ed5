import { Button } from "@lotto/ui/button";
import { LogoMark } from "@lotto/ui/logo";
import { colors, focusRingOnDark, mediaDown, radius, space, type } from "@lotto/ui/theme";
import type { ReactNode } from "react";
import styled from "styled-components";
import { Link, useLocation } from "wouter";
import { type OperatorSession, useSignOut } from "../api/session";
import type { ConsolePageEntry } from "./console-pages";
import { ROLE_NAMES } from "./role-names";

/** Props of {@link ConsoleLayout}. */
export interface ConsoleLayoutProps {
  session: OperatorSession;
  /** The pages the operator's role may open. */
  pages: readonly ConsolePageEntry[];
  children: ReactNode;
}

/**
 * The console's frame: a top bar (who is signed in, with which role, and "Sign out"), the navigation of
 * the pages the role may open (a row that scrolls on phones) and the page.
 */
export function ConsoleLayout({ session, pages, children }: ConsoleLayoutProps) {
  const [location] = useLocation();
  const signOut = useSignOut();
  return (
    <Frame>
      <a className="skip" href="#main">
        Skip to content
      </a>
      <Bar>
        <Brand href="/">
          <LogoMark size={28} />
          <span>Operator console</span>
        </Brand>
        <Who>
          <span>
            {session.email} · <strong>{ROLE_NAMES[session.role]}</strong>
          </span>
          <Button
            $size="small"
            $variant="secondary"
            type="button"
            disabled={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            Sign out
          </Button>
        </Who>
      </Bar>
      <Nav aria-label="Console">
        <ul>
          {pages.map((page) => (
            <li key={page.path}>
              <Link href={page.path} aria-current={location === page.path ? "page" : undefined}>
                {page.title}
              </Link>
            </li>
          ))}
        </ul>
      </Nav>
      <Main id="main">{children}</Main>
    </Frame>
  );
}

const Frame = styled.div`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  grid-template-rows: auto 1fr;
  grid-template-areas: "bar bar" "nav main";
  min-height: 100vh;
  ${mediaDown("laptop")} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto auto 1fr;
    grid-template-areas: "bar" "nav" "main";
  }
  .skip {
    position: absolute;
    left: -9999px;
  }
  .skip:focus {
    left: ${space.xs};
    top: ${space.xs};
    z-index: 1;
    padding: ${space.xs};
    background: ${colors.surface};
  }
`;

const Bar = styled.header`
  grid-area: bar;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  padding: ${space.xs} ${space.md};
  background: ${colors.primary};
  color: ${colors.onPrimary};
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${space.xs};
  color: ${colors.onPrimary};
  font-weight: ${type.weight.bold};
  text-decoration: none;
  &:focus-visible { ${focusRingOnDark} }
`;

const Who = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  font-size: ${type.size.sm};
  overflow-wrap: anywhere;
  button { background: ${colors.surface}; }
`;

const Nav = styled.nav`
  grid-area: nav;
  padding: ${space.md} ${space.xs};
  background: ${colors.surface};
  border-right: 1px solid ${colors.border};
  ul { display: flex; flex-direction: column; gap: 2px; margin: 0; padding: 0; list-style: none; }
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${space.sm};
    border-radius: ${radius.sm};
    color: ${colors.text};
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover { background: ${colors.surfaceSubtle}; }
  a[aria-current="page"] { background: ${colors.primarySubtle}; color: ${colors.primary}; font-weight: ${type.weight.semibold}; }
  ${mediaDown("laptop")} {
    padding: ${space.xs};
    border-right: none;
    border-bottom: 1px solid ${colors.border};
    overflow-x: auto;
    ul { flex-direction: row; }
  }
`;

const Main = styled.main`
  grid-area: main;
  min-width: 0;
  padding: ${space.lg} ${space.md};
  ${mediaDown("tablet")} { padding: ${space.md} ${space.sm}; }
`;
