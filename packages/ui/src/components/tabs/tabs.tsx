import { useLayoutEffect, useRef } from "react";
import styled from "styled-components";
import { Link } from "wouter";
import { colors, focusRing, mediaUp, motion, radius, sizes, space, type } from "../../theme/theme";

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** The nav's accessible name, e.g. "Account sections". */
  label: string;
  /** The tab names, in index order. */
  tabs: readonly string[];
  /** The index of the open tab. */
  current: number;
  /** The link of tab `index`, e.g. `paths.account.getHref(index)`: tabs are pages with their own URL. */
  hrefOf: (index: number) => string;
}

/**
 * A page's section tabs as a nav of links (`?tab=N` pages: account, wallet): the open one carries
 * `aria-current="page"`, every tab is a 44 px target with a visible focus ring. On phones the row
 * scrolls sideways inside itself (the open tab scrolled into view) so the page never does; from the
 * tablet class up the tabs wrap.
 */
export function Tabs({ label, tabs, current, hrefOf }: TabsProps) {
  const row = useRef<HTMLElement>(null);
  // The open tab may sit past the phone's edge: bring it into the row's view, never scroll the page.
  useLayoutEffect(() => {
    const nav = row.current;
    const open = nav?.children[current] as HTMLElement | undefined;
    if (!nav || !open || nav.scrollWidth <= nav.clientWidth) return;
    nav.scrollLeft = open.offsetLeft - nav.offsetLeft - (nav.clientWidth - open.offsetWidth) / 2;
  }, [current]);
  return (
    <Row ref={row} aria-label={label}>
      {tabs.map((name, i) => (
        <Tab key={name} href={hrefOf(i)} aria-current={i === current ? "page" : undefined}>
          {name}
        </Tab>
      ))}
    </Row>
  );
}

const Row = styled.nav`
  display: flex;
  gap: ${space.xxs};
  /* Room for the focus ring (3 px + 2 px offset), which the scroll box would otherwise clip; inside
     the row's own box, so it never reaches past its container. */
  padding: 6px;
  overflow-x: auto;
  scrollbar-width: none;
  ${mediaUp("tablet")} {
    flex-wrap: wrap;
    overflow-x: visible;
  }
`;

const Tab = styled(Link)`
  flex: none;
  display: inline-flex;
  align-items: center;
  min-height: ${sizes.touchTarget}px;
  padding: ${space.xs} ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radius.full};
  background: ${colors.surface};
  color: ${colors.primary};
  font-weight: ${type.weight.semibold};
  white-space: nowrap;
  text-decoration: none;
  transition: background-color ${motion.fast}, border-color ${motion.fast};
  &:hover { background: ${colors.primarySubtle}; border-color: ${colors.primary}; }
  &:focus-visible { ${focusRing} }
  &[aria-current="page"] {
    background: ${colors.primary};
    border-color: ${colors.primary};
    color: ${colors.onPrimary};
  }
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;
