import { Modal } from "@lotto/ui/dialog";
import { colors, elevation, mediaShortViewport, mediaUp, sizes } from "@lotto/ui/theme";
import { X } from "lucide-react";
import styled from "styled-components";
import { Link } from "wouter";
import { paths } from "@/config/paths";

/** Props of {@link Sidebar}; the app layer decides what each callback does. */
export interface SidebarProps {
  open: boolean;
  isLoggedIn: boolean;
  /** First name, else last name (R-SCREENS 'Hi {first name or last name}'). */
  name: string | null;
  isTabletDown: boolean;
  isApp: boolean;
  onClose(): void;
  onTour(): void;
  onSettings(): void;
  onFeedback(): void;
  onLogout(): void;
  onLogin(): void;
}

/** The side menu (R-SCREENS), a modal drawer: greeting, links, Settings (app only) and Feedback dimmed when logged out. */
export function Sidebar(p: SidebarProps) {
  if (!p.open) return null;
  const link = (href: string, label: string) => (
    <li>
      <Link href={href} onClick={p.onClose}>
        {label}
      </Link>
    </li>
  );
  return (
    <Drawer aria-label="Side menu" onClose={p.onClose}>
      <Panel id="sidebar" aria-label="Side menu">
        <Head>
          <h2>{p.isLoggedIn && p.name ? `Hi ${p.name}` : "Hi"}</h2>
          <Close type="button" aria-label="Close menu" onClick={p.onClose}>
            <X size={22} />
          </Close>
        </Head>
        <ul>
          {link(paths.favourites.path, "Favourites")}
          {link(p.isTabletDown ? paths.account.getHref() : paths.account.getHref(0), "Account")}
          {link(paths.membership.path, "Membership")}
          <li>
            <ItemButton type="button" onClick={p.onTour}>
              Take a Tour
            </ItemButton>
          </li>
          {link(paths.playResponsibly.path, "Play Responsibly")}
          {link(paths.contactUs.path, "Contact us")}
          {p.isApp && (
            <li>
              <ItemButton
                type="button"
                $dimmed={!p.isLoggedIn}
                onClick={p.isLoggedIn ? p.onSettings : p.onLogin}
              >
                Settings
              </ItemButton>
            </li>
          )}
          <li>
            <ItemButton
              type="button"
              $dimmed={!p.isLoggedIn}
              onClick={p.isLoggedIn ? p.onFeedback : p.onLogin}
            >
              Leave feedback
            </ItemButton>
          </li>
          <li>
            {p.isLoggedIn ? (
              <ItemButton type="button" onClick={p.onLogout}>
                Log out
              </ItemButton>
            ) : (
              <ItemButton type="button" onClick={p.onLogin}>
                Log In
              </ItemButton>
            )}
          </li>
        </ul>
      </Panel>
    </Drawer>
  );
}

/**
 * A modal drawer on the left edge over the dimmed page: focus stays in the menu, Escape or the backdrop
 * close it. A modal dialog is fixed with both inline insets at 0, so without a width of its own it would
 * stretch into a full white sheet: it is as wide as its panel and pinned to the left.
 */
const Drawer = styled(Modal)`
  margin: 0;
  inset: 0 auto 0 0;
  width: fit-content;
  height: 100%;
  max-width: 100%;
  max-height: none;
  background: transparent;
  box-shadow: ${elevation.overlay};
`;

// A short viewport keeps every link down to Log out on screen (targets stay above 24 px).
const Panel = styled.nav`
  width: ${sizes.sidebarWidthMobile}px;
  height: 100%;
  overflow-y: auto;
  padding: 16px;
  background: ${colors.surface};
  ${mediaUp("tablet")} { width: ${sizes.sidebarWidth}px; }
  ul { list-style: none; margin: 0; padding: 0; }
  li { border-bottom: 1px solid ${colors.border}; }
  li > a, li > button { display: block; width: 100%; padding: 12px 4px; text-align: left; }
  ${mediaShortViewport} {
    padding: 8px 16px;
    li > a, li > button { padding: 8px 4px; }
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Close = styled.button`
  border: none;
  background: none;
  font-size: 1.6rem;
  cursor: pointer;
`;

const ItemButton = styled.button<{ $dimmed?: boolean }>`
  border: none;
  background: none;
  color: ${(p) => (p.$dimmed ? colors.inactive : colors.primary)};
  text-decoration: underline;
  cursor: pointer;
`;
