import styled from "styled-components";
import { Link } from "wouter";
import { colors } from "@/config/theme";
import { ACCOUNT_TABS } from "../account-tabs";

/** The account sections as links to `/account?tab=n`; the current one is marked for screen readers. */
export function AccountTabNav({ tab }: { tab: number }) {
  return (
    <Nav aria-label="Account sections">
      {ACCOUNT_TABS.map((name, i) => (
        <Link key={name} href={`/account?tab=${i}`} aria-current={i === tab ? "page" : undefined}>
          {name}
        </Link>
      ))}
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  a {
    padding: 8px 12px;
    border-radius: 6px;
    color: ${colors.primary};
    min-height: 44px;
    display: inline-flex;
    align-items: center;
  }
  a[aria-current="page"] {
    background: ${colors.primary};
    color: ${colors.surface};
  }
`;
