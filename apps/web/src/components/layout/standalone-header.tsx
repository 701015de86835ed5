import { Logo } from "@lotto/ui/logo";
import { colors, focusRingOnDark, sizes, space, type } from "@lotto/ui/theme";
import { House } from "lucide-react";
import styled from "styled-components";
import { Link } from "wouter";

/**
 * The header of pages outside the shop's layout (opened from an email: activation, password reset):
 * the logo and a way home, so the player is never stranded on a page with no navigation.
 */
export function StandaloneHeader() {
  return (
    <Header>
      <Inner>
        <Link href="/" aria-label="Play Online home">
          <span aria-hidden="true">
            <Logo tone="onBrand" size={32} />
          </span>
        </Link>
        <HomeLink href="/">
          <House size={20} />
          Home
        </HomeLink>
      </Inner>
    </Header>
  );
}

const Header = styled.header`
  background: ${colors.primary};
  color: ${colors.onPrimary};
  a { color: inherit; text-decoration: none; display: inline-flex; align-items: center; min-height: ${sizes.touchTarget}px; }
  *:focus-visible { ${focusRingOnDark} }
`;

const Inner = styled.div`
  max-width: ${sizes.appBarMaxWidth}px;
  height: ${sizes.topBarHeight}px;
  margin: 0 auto;
  padding: 0 ${space.md};
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const HomeLink = styled(Link)`
  gap: ${space.xs};
  padding: 0 ${space.xs};
  font-weight: ${type.weight.semibold};
`;
